import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { harness, postgresUrl } from '@/test-fixtures/stores';
import { closeStore } from '@/lib/db';
import { createUser } from '@/lib/db/users';

// `npm run backup -- <file>` against a database that keeps being written while it copies.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const script = path.resolve(__dirname, 'backup.mjs');

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

function liveDatabase(file: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY, correo TEXT NOT NULL, relleno BLOB)');
  const insert = db.prepare('INSERT INTO users (correo, relleno) VALUES (?, randomblob(2000))');
  db.transaction(() => {
    for (let i = 0; i < 3000; i += 1) insert.run(`u${i}@example.com`);
  })();
  return { db, insert };
}

// Each case runs the script in its own process (and some a writer beside it): seconds on a busy machine.
describe('npm run backup', { timeout: 30_000 }, () => {
  it('copies a database that is being written to, consistently, with mode 0600', async () => {
    const source = path.join(dir, 'live.db');
    const { db, insert } = liveDatabase(source);
    let written = 0;
    const writer = setInterval(() => {
      insert.run(`late${written}@example.com`);
      written += 1;
    }, 1);
    const target = path.join(dir, 'copias', 'copia.db');
    const result = await run([target], { DATABASE_PATH: source });
    clearInterval(writer);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/integrity ok/);
    const copy = new Database(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const users = copy.prepare('SELECT count(*) FROM users').pluck().get() as number;
    expect(users).toBeGreaterThanOrEqual(3000);
    expect(users).toBeLessThanOrEqual(3000 + written);
    copy.close();
    db.close();
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
  });

  it('copies the photos beside the database copy: every complete photo, nothing half-written', async () => {
    const data = path.join(dir, 'datos-fotos');
    const photos = path.join(data, 'photos');
    const sets = { '0123456789abcdef': ['160.avif', '160.webp', 'photo.json'], fedcba9876543210: ['320.avif', 'photo.json'] };
    for (const [id, files] of Object.entries(sets)) {
      fs.mkdirSync(path.join(photos, id), { recursive: true });
      for (const file of files) fs.writeFileSync(path.join(photos, id, file), `${id}/${file}`, { mode: 0o600 });
    }
    fs.mkdirSync(path.join(photos, '.tmp-a1b2c3'));
    fs.writeFileSync(path.join(photos, '.tmp-a1b2c3', '160.avif'), 'a medias');
    liveDatabase(path.join(data, 'crepivara.db')).db.close();

    const target = path.join(dir, 'copias-fotos', 'crepivara-2026-11-24.db');
    const result = await run([target], { DATABASE_PATH: path.join(data, 'crepivara.db') });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/2 photos/);
    const copied = path.join(dir, 'copias-fotos', 'crepivara-2026-11-24-photos');
    expect(fs.readdirSync(copied).sort()).toEqual(Object.keys(sets).sort());
    for (const [id, files] of Object.entries(sets)) {
      expect(fs.readdirSync(path.join(copied, id)).sort()).toEqual(files);
      for (const file of files) expect(fs.readFileSync(path.join(copied, id, file), 'utf8')).toBe(`${id}/${file}`);
    }
    expect(fs.statSync(copied).mode & 0o777).toBe(0o700);

    // A second backup to a name whose photos folder exists is refused before anything is written.
    fs.mkdirSync(path.join(dir, 'copias-fotos', 'otra-photos'));
    const again = await run([path.join(dir, 'copias-fotos', 'otra.db')], { DATABASE_PATH: path.join(data, 'crepivara.db') });
    expect(again).toMatchObject({ code: 1, output: expect.stringMatching(/otra-photos already exists/) });
    expect(fs.existsSync(path.join(dir, 'copias-fotos', 'otra.db'))).toBe(false);
  });

  it('never overwrites a file, and explains its usage', async () => {
    const source = path.join(dir, 'small.db');
    liveDatabase(source).db.close();
    const existing = path.join(dir, 'exists.db');
    fs.writeFileSync(existing, 'keep me');
    expect(await run([existing], { DATABASE_PATH: source })).toMatchObject({ code: 1, output: expect.stringMatching(/already exists/) });
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
    expect(await run([], { DATABASE_PATH: source })).toMatchObject({ code: 2, output: expect.stringMatching(/^Usage: npm run backup -- <file>/) });
    expect(await run([path.join(dir, 'x.db')], { DATABASE_PATH: path.join(dir, 'missing.db') })).toMatchObject({
      code: 1,
      output: expect.stringMatching(/No database at/),
    });
  });

  it('refuses a target in a folder the site serves, even through a symbolic link, and writes nothing', async () => {
    const source = path.join(dir, 'served.db');
    liveDatabase(source).db.close();
    const root = path.resolve(__dirname, '..');
    const link = path.join(dir, 'enlace-publico');
    fs.symlinkSync(path.join(root, 'public'), link);
    const name = `copia-${process.pid}.db`;
    const targets = [
      path.join(root, 'public', name),
      path.join(root, 'public', 'images', 'nueva', name),
      path.join(root, 'app', name),
      path.join(root, '.next', 'static', name),
      path.join(root, '.next-e2e', name),
      path.join(link, name),
    ];
    for (const target of targets) {
      const result = await run([target], { DATABASE_PATH: source });
      expect(result, target).toMatchObject({ code: 1, output: expect.stringMatching(/which the site serves to anyone: choose a private folder/) });
      expect(fs.existsSync(target), target).toBe(false);
    }
    expect(fs.existsSync(path.join(root, 'public', 'images', 'nueva'))).toBe(false);
  });

  it('refuses a target that is a symbolic link, dangling or not, in one line, and writes nothing', async () => {
    const source = path.join(dir, 'linked.db');
    liveDatabase(source).db.close();
    const links = path.join(dir, 'enlaces');
    fs.mkdirSync(links);
    const elsewhere = path.join(dir, 'otro-sitio.db');
    fs.writeFileSync(elsewhere, 'keep me');
    const cases = {
      'colgante.db': path.join(links, 'no-existe', 'copia.db'),
      'colgante-aqui.db': path.join(links, 'nadie.db'),
      'a-un-archivo.db': elsewhere,
    };
    for (const [name, pointsTo] of Object.entries(cases)) {
      const target = path.join(links, name);
      fs.symlinkSync(pointsTo, target);
      const result = await run([target], { DATABASE_PATH: source });
      expect(result, name).toEqual({ code: 1, output: `${target} is a symbolic link: choose a new file name (a backup never writes through a link).\n` });
      expect(fs.lstatSync(target).isSymbolicLink(), name).toBe(true);
    }
    expect(fs.readFileSync(elsewhere, 'utf8')).toBe('keep me');
    expect(fs.readdirSync(links).sort()).toEqual(Object.keys(cases).sort());
    expect(fs.existsSync(path.join(links, 'no-existe'))).toBe(false);
  });

  it("refuses a link where the photos or SQLite's side files would go, before writing anything", async () => {
    const source = path.join(dir, 'side.db');
    liveDatabase(source).db.close();
    const folder = path.join(dir, 'lados');
    fs.mkdirSync(folder);
    for (const side of ['copia-photos', 'copia.db-wal', 'copia.db-shm', 'copia.db-journal']) {
      const link = path.join(folder, side);
      fs.symlinkSync(path.join(dir, 'ninguno'), link);
      const result = await run([path.join(folder, 'copia.db')], { DATABASE_PATH: source });
      expect(result, side).toMatchObject({ code: 1, output: expect.stringMatching(new RegExp(`^${link} (is a symbolic link|already exists)`)) });
      expect(fs.readdirSync(folder), side).toEqual([side]);
      fs.unlinkSync(link);
    }
  });

  it('leaves only the copy: no -wal, -shm or -journal beside it, and the copy reads alone', async () => {
    const source = path.join(dir, 'solo.db');
    const { db } = liveDatabase(source);
    const folder = path.join(dir, 'solo');
    const result = await run([path.join(folder, 'copia.db')], { DATABASE_PATH: source });
    db.close();
    expect(result.code, result.output).toBe(0);
    expect(fs.readdirSync(folder)).toEqual(['copia.db']);
    const copy = new Database(path.join(folder, 'copia.db'), { readonly: true });
    expect(copy.prepare('SELECT count(*) FROM users').pluck().get()).toBe(3000);
    copy.close();
    expect(fs.readdirSync(folder)).toEqual(['copia.db']);
  });

  it('removes what it wrote when the copy fails, with one line and no stack trace', async () => {
    const source = path.join(dir, 'roto.db');
    fs.writeFileSync(source, 'esto no es una base de datos SQLite, solo texto que ocupa sitio'.repeat(100));
    const folder = path.join(dir, 'rotos');
    const result = await run([path.join(folder, 'copia.db')], { DATABASE_PATH: source });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/^The backup failed \(.+\): no copy was kept\.$/m);
    expect(result.output.trim().split('\n')).toHaveLength(1);
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('keeps copies out of git and out of the Docker image', () => {
    const root = path.resolve(__dirname, '..');
    for (const file of ['backups/crepivara-2026-11-24.db', 'copia.db', 'x/copia.db-wal', 'copia.db-shm']) {
      expect(spawnSync('git', ['check-ignore', '-q', file], { cwd: root }).status, file).toBe(0);
    }
    const docker = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    expect(docker).toEqual(expect.arrayContaining(['backups', '**/*.db', '**/*.db-*']));
  });
});

describe.skipIf(!postgresUrl)('npm run backup with PostgreSQL (DATABASE_URL)', () => {
  const store = harness('postgres');

  it('runs pg_dump when it is on the PATH: a custom-format dump with mode 0600 that pg_restore reads', async () => {
    const { db, config } = await store.fresh();
    if (config.engine !== 'postgres') throw new Error('postgres only');
    await createUser({ nombre: 'Vara', apellido: 'Dueña', correo: 'duena@example.com', passwordHash: 'x' }, db);
    await closeStore(db);
    const target = path.join(dir, 'pg', 'copia.dump');
    const result = await run([target], { DATABASE_URL: config.url });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Backed up the PostgreSQL database .* with pg_dump/);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    const listing = execFileSync('pg_restore', ['--list', target], { encoding: 'utf8' });
    expect(listing).toMatch(/TABLE DATA public users/);
    expect(await run([target], { DATABASE_URL: config.url })).toMatchObject({ code: 1, output: expect.stringMatching(/already exists/) });
  });

  it('prints the pg_dump command to use when pg_dump is not on the PATH, without the password', async () => {
    const url = 'postgres://tienda:s3creta@db.internal:5432/crepivara';
    const result = await run([path.join(dir, 'sin-pg-dump.dump')], { DATABASE_URL: url, PATH: '/nonexistent' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('pg_dump is not on the PATH');
    expect(result.output).toContain('PGPASSWORD=... pg_dump --format=custom --file=');
    expect(result.output).toContain(' postgres://tienda@db.internal:5432/crepivara');
    expect(result.output).not.toContain('s3creta');
    expect(fs.existsSync(path.join(dir, 'sin-pg-dump.dump'))).toBe(false);
  });
});
