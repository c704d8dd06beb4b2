import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { describeEachEngine } from '@/test-fixtures/stores';
import { activateInvite, findInvite } from '@/lib/db/owners';
import { createUser, findSessionAccount } from '@/lib/db/users';
import { addDevice, listDevices } from '@/lib/db/devices';
import { runOwnerCommand } from './owner-cli';
import { INVITE_TTL_MS, inviteTokenHash, inviteValidSince } from './owner';

/** The session user a token of this version would get (the version check of tokenFitsAccount). */
const findSessionUser = async (id: number, version: number, db: Db) => {
  const account = await findSessionAccount(id, db);
  return account && account.sessionVersion === version ? account.user : null;
};

const T0 = Date.parse('2026-11-25T12:00:00Z');
const SITE = 'https://crepivara.example';

describeEachEngine('npm run owner', (store) => {
  let db: Db;
  beforeEach(async () => {
    ({ db } = await store.fresh());
  });

  async function run(args: string[], now = T0) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOwnerCommand(args, { db, now, site: SITE, out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out, err };
  }

  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const account = { nombre: 'Vara', apellido: 'Dueña', passwordHash: 'hash-nuevo' };

  describe('npm run owner -- invite', async () => {
    it('prints the one-time link last and stores only its hash; the link creates an owner once', async () => {
      const { code, out, err } = await run(['invite', ' Duena@Crepivara.TEST ']);
      expect(code).toBe(0);
      const link = out.at(-1)!;
      expect(link).toMatch(/^https:\/\/crepivara\.example\/activar\?token=[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(await db.selectFrom('owner_invites').selectAll().execute())).not.toContain(tokenOf(link));
      expect(JSON.parse(err.at(-1)!)).toMatchObject({ event: 'owner_invited', level: 'info' });
      expect(await findInvite(inviteTokenHash(tokenOf(link))!, db)).toMatchObject({ correo: 'duena@crepivara.test', user: null });

      const hash = inviteTokenHash(tokenOf(link))!;
      const first = await activateInvite(hash, account, T0 + 1000, inviteValidSince(T0 + 1000), db);
      expect(first).toMatchObject({ ok: true, created: true, user: { correo: 'duena@crepivara.test', nombre: 'Vara' } });
      expect(await findSessionUser(first.ok ? first.user.id : 0, 0, db)).toMatchObject({ owner: true });
      expect(await activateInvite(hash, account, T0 + 2000, inviteValidSince(T0 + 2000), db)).toEqual({ ok: false, reason: 'used' });
    });

    it('expires after 24 hours', async () => {
      const hash = inviteTokenHash(tokenOf((await run(['invite', 'duena@crepivara.test'])).out.at(-1)!))!;
      const late = T0 + INVITE_TTL_MS + 1;
      expect(await activateInvite(hash, account, late, inviteValidSince(late), db)).toEqual({ ok: false, reason: 'expired' });
      const inTime = T0 + INVITE_TTL_MS;
      expect(await activateInvite(hash, account, inTime, inviteValidSince(inTime), db)).toMatchObject({ ok: true });
    });

    it('resets an existing account: new password, owner role, every session and device ended; older links stop working', async () => {
      const created = await createUser({ nombre: 'Intrusa', apellido: 'X', correo: 'duena@crepivara.test', passwordHash: 'hash-viejo' }, db);
      if (!created.ok) throw new Error('not created');
      await addDevice(created.user.id, 'device-1', 'Chrome en Android', T0, db);
      expect(await findSessionUser(created.user.id, 0, db)).toMatchObject({ owner: false });
      const older = inviteTokenHash(tokenOf((await run(['invite', 'duena@crepivara.test'])).out.at(-1)!))!;
      const { out } = await run(['invite', 'duena@crepivara.test']);
      expect(out.join('\n')).toContain('resets it');
      const newer = inviteTokenHash(tokenOf(out.at(-1)!))!;
      expect(await activateInvite(older, account, T0, inviteValidSince(T0), db)).toEqual({ ok: false, reason: 'unknown' });
      expect(await activateInvite(newer, account, T0, inviteValidSince(T0), db)).toMatchObject({
        ok: true,
        created: false,
        user: { id: created.user.id, nombre: 'Vara', sessionVersion: 1 },
      });
      expect(await findSessionUser(created.user.id, 0, db)).toBeNull();
      expect(await findSessionUser(created.user.id, 1, db)).toMatchObject({ owner: true, nombre: 'Vara' });
      expect(await listDevices(created.user.id, db)).toEqual([]);
      expect((await db.selectFrom('users').select('password_hash').executeTakeFirst())?.password_hash).toBe('hash-nuevo');
    });

    it('refuses what is not an e-mail, with the usage', async () => {
      for (const args of [['invite'], ['invite', 'duena'], ['invite', 'a@b.cr', 'extra'], ['hola'], []]) {
        const { code, err, out } = await run(args);
        expect(code, args.join(' ')).toBe(2);
        expect(err.join('\n')).toContain('Usage:');
        expect(out).toEqual([]);
      }
    });
  });

  describe('npm run owner -- list and remove', async () => {
    it('lists owners and pending invitations; remove takes the role back and cancels invitations', async () => {
      expect((await run(['list'])).out).toEqual(['No owners yet: npm run owner -- invite <correo>']);
      const hash = inviteTokenHash(tokenOf((await run(['invite', 'duena@crepivara.test'])).out.at(-1)!))!;
      await run(['invite', 'socia@crepivara.test']);
      await activateInvite(hash, account, T0, inviteValidSince(T0), db);
      const listed = (await run(['list'])).out.join('\n');
      expect(listed).toContain('duena@crepivara.test  Vara Dueña');
      expect(listed).toMatch(/not used yet \(1\):\n {2}socia@crepivara\.test/);

      const removed = await run(['remove', 'duena@crepivara.test']);
      expect(removed.code).toBe(0);
      expect(JSON.parse(removed.err.at(-1)!)).toMatchObject({ event: 'owner_removed', level: 'info' });
      expect(await findSessionUser(1, 0, db)).toMatchObject({ owner: false });
      expect((await run(['remove', 'socia@crepivara.test'])).out.join('\n')).toContain('Cancelled 1 pending invitation');
      expect((await run(['remove', 'nadie@crepivara.test'])).code).toBe(1);
      expect((await run(['list'])).out).toEqual(['No owners yet: npm run owner -- invite <correo>']);
    });
  });
});
