import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testPhoto } from '@/test-fixtures/photos';

// The stored photos' route, called as Next calls it, over a data folder of its own.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-fotos-'));
vi.stubEnv('DATABASE_PATH', path.join(dir, 'crepivara.db'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const { GET } = await import('./route');
const { processPhoto } = await import('@/lib/photos/process');
const { storePhoto } = await import('@/lib/photos/store');

const result = await processPhoto(await testPhoto({ width: 800, height: 600 }));
if (!result.ok) throw new Error(result.message);
const photo = result.photo;
await storePhoto(photo);
// Files a request must never reach: the database, and one beside the photos.
fs.writeFileSync(path.join(dir, 'crepivara.db'), 'SQLite format 3');
fs.writeFileSync(path.join(dir, 'photos', 'nota.webp'), 'no');

function get(file: string, headers: Record<string, string> = {}) {
  return GET(new Request(`http://127.0.0.1:3000/fotos/${encodeURIComponent(file)}`, { headers }), { params: Promise.resolve({ file }) });
}

describe('GET /fotos/<id>-<width>.<avif|webp>', () => {
  it('serves a stored variant with its type, cached for a year as immutable, never sniffed', async () => {
    for (const variant of photo.variants) {
      const response = await get(`${photo.id}-${variant.width}.${variant.format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-length')).toBe(String(variant.bytes.length));
      expect(Buffer.from(await response.arrayBuffer()).equals(variant.bytes)).toBe(true);
    }
  });

  it('answers 304 to a browser that has it', async () => {
    const name = `${photo.id}-320.webp`;
    const etag = (await get(name)).headers.get('etag')!;
    const again = await get(name, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
  });

  it('answers 404 for anything else: other paths, unknown photos, widths and extensions', async () => {
    for (const file of [
      '../crepivara.db',
      '..%2Fcrepivara.db',
      '../../../../etc/passwd',
      `${photo.id}/photo.json`,
      `../photos/${photo.id}/640.webp`,
      `${photo.id}-640.png`,
      `${photo.id}-640.jpg`,
      `${photo.id}-640.avif.map`,
      `${photo.id}-641.webp`,
      `${photo.id}-1200.webp`,
      `${'0'.repeat(16)}-640.webp`,
      `${photo.id.toUpperCase()}-640.webp`,
      'nota.webp',
      'photo.json',
      '',
    ]) {
      const response = await get(file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get('cache-control'), file).toBe('no-store');
      expect(await response.text(), file).toBe('No encontrado.');
    }
  });
});
