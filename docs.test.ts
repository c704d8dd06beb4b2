import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is what a newcomer reads first: short, and every file it points to exists.
// The same for the documents in docs/ (their relative links).

const root = path.dirname(new URL(import.meta.url).pathname);
const README = path.join(root, 'README.md');

/** The relative targets of a Markdown file's links, without their #anchors. */
function relativeLinks(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!.split('#')[0]!).filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

describe('README.md', () => {
  it('stays under 8 KB', () => {
    expect(fs.statSync(README).size).toBeLessThanOrEqual(8 * 1024);
  });

  it('holds the two commands', () => {
    const text = fs.readFileSync(README, 'utf8');
    expect(text).toContain('npm install && npm run build && npm start');
    expect(text).toContain('npm install && npm test');
  });
});

describe('links between the documents', () => {
  it.each([README, ...markdownFiles(path.join(root, 'docs'))].map((file) => [path.relative(root, file), file]))(
    '%s points only to files that exist',
    (_name, file) => {
      const missing = relativeLinks(file).filter((target) => !fs.existsSync(path.resolve(path.dirname(file), decodeURIComponent(target))));
      expect(missing).toEqual([]);
    },
  );
});
