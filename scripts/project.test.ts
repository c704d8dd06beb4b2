import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the project, without types.
import { copyChanged } from './project.mjs';

// `npm start` copies public/ and the static files beside server.js each time a server starts; the
// suite starts several servers of one build, and a copy that deleted and rewrote a file another
// server was serving, or another copy was reading, made that one fail (ENOENT).

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-copy-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

const read = (folder: string, name: string) => fs.readFileSync(path.join(folder, name), 'utf8');

describe('copyChanged', () => {
  it('copies a tree into a folder that does not exist yet', () => {
    const from = tree({ 'a.js': 'a', 'chunks/b.js': 'b' });
    const to = path.join(tree({}), 'static');
    copyChanged(from, to);
    expect([read(to, 'a.js'), read(to, 'chunks/b.js')]).toEqual(['a', 'b']);
  });

  it('leaves the files already copied alone: a second start deletes and rewrites nothing', () => {
    const from = tree({ 'a.js': 'a', 'chunks/b.js': 'b' });
    const to = tree({});
    copyChanged(from, to);
    // A second name for each copied file: deleting the file would leave that name alone with it.
    const served = ['a.js', 'chunks/b.js'].map((name) => path.join(to, name));
    served.forEach((file) => fs.linkSync(file, `${file}.served`));
    const changedAt = served.map((file) => fs.statSync(file).ctimeMs);
    copyChanged(from, to);
    expect(served.map((file) => fs.statSync(file).nlink)).toEqual([2, 2]);
    expect(served.map((file) => fs.statSync(file).ctimeMs)).toEqual(changedAt);
  });

  it('copies a file again when it changed, and adds the new ones', () => {
    const from = tree({ 'a.js': 'a', 'icon.png': 'old' });
    const to = tree({});
    copyChanged(from, to);
    fs.writeFileSync(path.join(from, 'icon.png'), 'a new icon');
    fs.writeFileSync(path.join(from, 'new.js'), 'n');
    copyChanged(from, to);
    expect([read(to, 'a.js'), read(to, 'icon.png'), read(to, 'new.js')]).toEqual(['a', 'a new icon', 'n']);
  });

  it('copies a file of the same size again when it is newer', () => {
    const from = tree({ 'sw.js': 'one' });
    const to = tree({});
    copyChanged(from, to);
    fs.writeFileSync(path.join(from, 'sw.js'), 'two');
    fs.utimesSync(path.join(from, 'sw.js'), new Date(), new Date(Date.now() + 5000));
    copyChanged(from, to);
    expect(read(to, 'sw.js')).toBe('two');
  });
});

describe('copyChanged from several servers at once', () => {
  it('lets servers of a fresh build start together: each copy succeeds and the tree is whole', async () => {
    const files: Record<string, string> = {};
    for (let folder = 0; folder < 40; folder += 1) {
      for (let file = 0; file < 10; file += 1) files[`chunks/${folder}/media/${file}.js`] = `${folder}-${file}`.repeat(200);
    }
    const from = tree(files);
    const to = path.join(tree({}), 'standalone', 'static');
    const script = `import(${JSON.stringify(pathToFileURL(path.join(__dirname, 'project.mjs')).href)}).then((m) => m.copyChanged(process.argv[1], process.argv[2]))`;
    const copies = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['-e', script, from, to], { stdio: ['ignore', 'ignore', 'pipe'] });
      let errors = '';
      child.stderr.on('data', (chunk) => (errors += chunk));
      return new Promise<string>((resolve) => child.on('exit', (code) => resolve(`${code} ${errors}`.trim())));
    });
    expect(await Promise.all(copies)).toEqual(['0', '0', '0', '0']);
    for (const [name, text] of Object.entries(files)) expect(read(to, name), name).toBe(text);
    // Nothing half-written is left beside the copies.
    expect(fs.readdirSync(to, { recursive: true }).filter((name) => String(name).endsWith('.tmp'))).toEqual([]);
  }, 30_000);
});
