import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { photosDirectory, type Env } from '@/lib/data-dir';
import type { ProcessedPhoto } from './process';
import { isPhotoId, parsePhotoFileName, PHOTO_CONTENT_TYPES, type StoredPhoto } from './sources';

// The photos' files, under the data folder (beside the database, so `npm run backup` and a move
// take them along): one folder per photo, named by its content hash, holding `<width>.<avif|webp>`
// and `photo.json` (the StoredPhoto). A photo is written into a temporary folder and renamed into
// place in one step, so a failure or a crash never leaves a half-written photo where it is served.

const fsp = fs.promises;
const MANIFEST = 'photo.json';
const TEMPORARY = '.tmp-';
const TRASH = '.trash-';
/** A temporary folder this old is a crashed write's leftover (a write takes seconds). */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

const plain = ({ id, width, height, widths, focus, placeholder }: StoredPhoto): StoredPhoto => ({ id, width, height, widths, focus, placeholder });
const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function exists(file: string): Promise<boolean> {
  try {
    await fsp.access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeDurably(file: string, bytes: Uint8Array | string): Promise<void> {
  const handle = await fsp.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a rename or a new file in `folder` survive a power cut (where the system allows it). */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await fsp.open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not every file system lets a folder be synced; the rename is still atomic.
  }
}

/** Removes what a crashed write or delete left behind. */
async function sweepLeftovers(root: string, now = Date.now()): Promise<void> {
  for (const name of await fsp.readdir(root)) {
    if (!name.startsWith(TEMPORARY) && !name.startsWith(TRASH)) continue;
    const folder = path.join(root, name);
    const stat = await fsp.stat(folder).catch(() => null);
    if (stat && now - stat.mtimeMs > LEFTOVER_AGE_MS) await fsp.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Writes a processed photo's variants and returns what a product keeps of it. Storing the same
 * photo twice writes nothing the second time (its folder is named by its content).
 */
export async function storePhoto(photo: ProcessedPhoto, env: Env = process.env): Promise<StoredPhoto> {
  if (!isPhotoId(photo.id)) throw new Error(`[photos] not a photo id: ${photo.id}`);
  const stored = plain(photo);
  const root = photosDirectory(env);
  await fsp.mkdir(root, { recursive: true, mode: 0o700 });
  await sweepLeftovers(root);
  const folder = path.join(root, photo.id);
  if (await exists(folder)) return stored;

  const temporary = await fsp.mkdtemp(path.join(root, TEMPORARY));
  try {
    for (const variant of photo.variants)
      await writeDurably(path.join(/*turbopackIgnore: true*/ temporary, `${variant.width}.${variant.format}`), variant.bytes);
    await writeDurably(path.join(temporary, MANIFEST), `${JSON.stringify(stored)}\n`);
    await syncFolder(temporary);
    await fsp.rename(temporary, folder);
  } catch (error) {
    await fsp.rm(temporary, { recursive: true, force: true });
    // The same photo, stored by another request in the meantime: it is there, complete.
    if ((code(error) === 'ENOTEMPTY' || code(error) === 'EEXIST') && (await exists(folder))) return stored;
    throw error;
  }
  await syncFolder(root);
  return stored;
}

/** The stored photo `id`, as storePhoto returned it, or null when there is none. */
export async function readStoredPhoto(id: string, env: Env = process.env): Promise<StoredPhoto | null> {
  if (!isPhotoId(id)) return null;
  try {
    return plain(JSON.parse(await fsp.readFile(path.join(photosDirectory(env), id, MANIFEST), 'utf8')) as StoredPhoto);
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Deletes a photo's files: renamed out of the served place in one step, then removed. Returns
 * whether there was one. A page still naming it falls back to the product's illustration.
 */
export async function deletePhoto(id: string, env: Env = process.env): Promise<boolean> {
  if (!isPhotoId(id)) return false;
  const root = photosDirectory(env);
  const trash = path.join(root, `${TRASH}${id}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    await fsp.rename(path.join(root, id), trash);
  } catch (error) {
    if (code(error) === 'ENOENT') return false;
    throw error;
  }
  await fsp.rm(trash, { recursive: true, force: true });
  return true;
}

/** The file a served name stands for (`<id>-<width>.<avif|webp>`), or null for any other name. */
export function photoFile(name: string, env: Env = process.env): { path: string; contentType: string } | null {
  const parsed = parsePhotoFileName(name);
  if (!parsed) return null;
  return {
    path: path.join(/*turbopackIgnore: true*/ photosDirectory(env), parsed.id, `${parsed.width}.${parsed.format}`),
    contentType: PHOTO_CONTENT_TYPES[parsed.format],
  };
}
