import { describe, expect, it } from 'vitest';
import { INVITE_TTL_MS, inviteLink, inviteRefusal, inviteTokenHash, inviteValidSince, newInviteToken, ownerEmailsNotice } from './owner';

describe('owner invitations', () => {
  it('are random and stored only as a hash', () => {
    const first = newInviteToken();
    const second = newInviteToken();
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toBe(inviteTokenHash(first.token));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).not.toContain(first.token);
  });

  it('refuse anything that is not a token before the database is asked', () => {
    for (const wrong of [undefined, null, 42, '', 'abc', 'a'.repeat(44), `${'a'.repeat(42)}=`]) expect(inviteTokenHash(wrong)).toBeNull();
  });

  it('last 24 hours', () => {
    expect(INVITE_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(inviteValidSince(Date.parse('2026-11-25T12:00:00Z'))).toBe(Date.parse('2026-11-24T12:00:00Z'));
  });

  it('are refused unknown, used (even once expired) or expired; usable until the 24 hours are over', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(inviteRefusal(null, now)).toBe('unknown');
    expect(inviteRefusal({ createdAt: now - 1000, usedAt: now - 500 }, now)).toBe('used');
    expect(inviteRefusal({ createdAt: now - 2 * INVITE_TTL_MS, usedAt: now - INVITE_TTL_MS - 1 }, now)).toBe('used');
    expect(inviteRefusal({ createdAt: now - INVITE_TTL_MS - 1, usedAt: null }, now)).toBe('expired');
    expect(inviteRefusal({ createdAt: now - INVITE_TTL_MS, usedAt: null }, now)).toBeNull();
  });

  it("link to /activar on the site's public address", () => {
    expect(inviteLink('https://crepivara.example/', 'tok_en-1')).toBe('https://crepivara.example/activar?token=tok_en-1');
    expect(inviteLink('http://localhost:3000', 'x')).toBe('http://localhost:3000/activar?token=x');
  });
});

describe('the retired OWNER_EMAILS', () => {
  it('says nothing when unset', () => {
    expect(ownerEmailsNotice(undefined)).toBeNull();
    expect(ownerEmailsNotice('  ')).toBeNull();
  });

  it('tells how to invite each address it named instead', () => {
    const notice = ownerEmailsNotice(' Duena@Crepivara.CR , otra@crepivara.cr,,')!;
    expect(notice).toContain('OWNER_EMAILS is no longer read');
    expect(notice).toContain('npm run owner -- invite duena@crepivara.cr');
    expect(notice).toContain('npm run owner -- invite otra@crepivara.cr');
  });
});
