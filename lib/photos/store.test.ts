import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testPhoto } from '@/test-fixtures/photos';
import { processPhoto, type ProcessedPhoto } from './process';
import { deletePhoto, photoFile, readStoredPhoto, storePhoto } from './store';

// The photo files under the data folder: content-addressed, written all at once or not at all.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-photos-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

let count = 0;
/** A data folder of its own for each test, as DATABASE_PATH places it. */
function dataFolder() {
  const folder = path.join(dir, `datos-${(count += 1)}`);
  return { env: { DATABASE_PATH: path.join(folder, 'crepivara.db') }, photos: path.join(folder, 'photos') };
}

async function processed(width = 800): Promise<ProcessedPhoto> {
  const result = await processPhoto(await testPhoto({ width, height: (width * 3) / 4 }));
  if (!result.ok) throw new Error(result.message);
  return result.photo;
}
const photo = await processed();

describe('storePhoto', () => {
  it('writes every variant beside the database, in a folder named by the content, and says what it stored', async () => {
    const { env, photos } = dataFolder();
    const stored = await storePhoto(photo, env);
    expect(stored).toEqual({ id: photo.id, width: 640, height: 480, widths: [160, 320, 480, 640], focus: photo.focus, placeholder: photo.placeholder });
    expect(fs.readdirSync(photos)).toEqual([photo.id]);
    expect(fs.readdirSync(path.join(photos, photo.id)).sort()).toEqual(
      ['160.avif', '160.webp', '320.avif', '320.webp', '480.avif', '480.webp', '640.avif', '640.webp', 'photo.json'].sort(),
    );
    for (const variant of photo.variants) {
      const file = photoFile(`${photo.id}-${variant.width}.${variant.format}`, env)!;
      expect(fs.readFileSync(file.path).equals(variant.bytes)).toBe(true);
      expect(fs.statSync(file.path).mode & 0o777).toBe(0o600);
    }
    expect(await readStoredPhoto(photo.id, env)).toEqual(stored);
  });

  it('stores the same photo once: a second store, even at the same moment, writes nothing new', async () => {
    const { env, photos } = dataFolder();
    const [first, second] = await Promise.all([storePhoto(photo, env), storePhoto(photo, env)]);
    expect(second).toEqual(first);
    const written = fs.statSync(path.join(photos, photo.id, '640.webp')).mtimeMs;
    await storePhoto(photo, env);
    expect(fs.readdirSync(photos)).toEqual([photo.id]);
    expect(fs.statSync(path.join(photos, photo.id, '640.webp')).mtimeMs).toBe(written);
  });

  it('leaves nothing behind when a write fails half-way (a full disk)', async () => {
    const { env, photos } = dataFolder();
    const open = fs.promises.open;
    let opened = 0;
    vi.spyOn(fs.promises, 'open').mockImplementation(async (...args: Parameters<typeof open>) => {
      opened += 1;
      if (opened === 4) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      return open(...args);
    });
    await expect(storePhoto(photo, env)).rejects.toThrow(/ENOSPC/);
    expect(opened).toBe(4);
    expect(fs.readdirSync(photos)).toEqual([]);
    expect(await readStoredPhoto(photo.id, env)).toBeNull();

    vi.restoreAllMocks();
    await storePhoto(photo, env);
    expect(fs.readdirSync(path.join(photos, photo.id))).toHaveLength(9);
  });

  it('clears what a crashed write left long ago, and only that', async () => {
    const { env, photos } = dataFolder();
    fs.mkdirSync(path.join(photos, '.tmp-viejo'), { recursive: true });
    fs.writeFileSync(path.join(photos, '.tmp-viejo', '160.avif'), 'medio');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(photos, '.tmp-viejo'), longAgo, longAgo);
    fs.mkdirSync(path.join(photos, '.tmp-en-curso'));
    await storePhoto(photo, env);
    expect(fs.readdirSync(photos).sort()).toEqual(['.tmp-en-curso', photo.id].sort());
  });
});

describe('deletePhoto', () => {
  it('removes a photo set and says whether there was one', { timeout: 60_000 }, async () => {
    const { env, photos } = dataFolder();
    const other = await processed(1200);
    await storePhoto(photo, env);
    await storePhoto(other, env);
    expect(await deletePhoto(photo.id, env)).toBe(true);
    expect(fs.readdirSync(photos)).toEqual([other.id]);
    expect(await readStoredPhoto(photo.id, env)).toBeNull();
    expect(await deletePhoto(photo.id, env)).toBe(false);
    expect(await deletePhoto('../photos', env)).toBe(false);
    expect(fs.readdirSync(photos)).toEqual([other.id]);
  });
});

describe('photoFile', () => {
  it('maps only a served name to a file of the photos folder', () => {
    const { env, photos } = dataFolder();
    expect(photoFile('0123456789abcdef-640.avif', env)).toEqual({ path: path.join(photos, '0123456789abcdef', '640.avif'), contentType: 'image/avif' });
    expect(photoFile('0123456789abcdef-160.webp', env)).toEqual({ path: path.join(photos, '0123456789abcdef', '160.webp'), contentType: 'image/webp' });
    for (const name of [
      '../crepivara.db',
      '..%2Fcrepivara.db',
      '0123456789abcdef-640.png',
      '0123456789abcdef-641.avif',
      '0123456789ABCDEF-640.avif',
      '0123456789abcdef-640.avif/',
      '0123456789abcdef/photo.json',
      'photo.json',
      '0123456789abcde-640.avif',
      '',
    ]) {
      expect(photoFile(name, env), name).toBeNull();
    }
  });
});
