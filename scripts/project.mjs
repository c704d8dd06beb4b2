// What the project's scripts share: the project folder, its .env files read as `next build` and
// `next start` read them, the database path, and the build's standalone output.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Loads `.env`, `.env.local`, ... of the project into process.env (Next's own loader, found through next). */
export function loadProjectEnv({ dev = false } = {}) {
  const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
  requireFromNext('@next/env').loadEnvConfig(root, dev, { info: () => {}, error: console.error });
}

/** DATABASE_PATH made absolute from the project (the standalone server runs in its own folder). */
export function projectDatabasePath() {
  return path.resolve(root, process.env.DATABASE_PATH?.trim() || '.data/crepivara.db');
}

/** The build's standalone folder, or exits with what to run when it is missing or incomplete. */
export function standaloneDir(file) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const dir = path.join(root, distDir, 'standalone');
  if (!fs.existsSync(path.join(dir, file))) {
    console.error(`No ${file} in ${path.join(distDir, 'standalone')}: run \`npm run build\` first.`);
    process.exit(1);
  }
  return dir;
}

/**
 * Copies the tree `from` into `to`, leaving alone each file already there with the source's size and
 * time: a server starting beside another of the same build never rewrites a file that one serves.
 * A file is written beside its place and renamed into it, and folders are made if missing, so
 * servers of a fresh build starting together (several instances, the benchmark's two) neither fail
 * on a folder another just made nor read half a file.
 */
export function copyChanged(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const destination = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copyChanged(source, destination);
      continue;
    }
    const here = fs.statSync(source);
    const there = fs.statSync(destination, { throwIfNoEntry: false });
    if (there && here.size === there.size && Math.abs(here.mtimeMs - there.mtimeMs) < 1) continue;
    const temporary = `${destination}.${process.pid}.tmp`;
    fs.copyFileSync(source, temporary);
    fs.utimesSync(temporary, here.atime, here.mtime);
    fs.renameSync(temporary, destination);
  }
}
