import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every server-rendered piece of the admin area asks the data-access layer before it reads or
// renders anything (README "Cuentas y seguridad"). A new page, layout or route handler under
// app/(admin) without the call fails here, before it can leak.

const adminRoot = path.resolve(__dirname, '../../app/(admin)');
const SEGMENT_FILES = /^(page|layout|template|default|loading|error|not-found|route)\.(tsx|ts|jsx|js)$/;
const GUARD = /await (requireUser|requireOwner)\(/;

function segmentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return segmentFiles(full);
    return SEGMENT_FILES.test(entry.name) ? [full] : [];
  });
}

describe('the admin area', () => {
  const files = segmentFiles(adminRoot);

  it('has its layout and page (the scan finds them)', () => {
    const names = files.map((file) => path.relative(adminRoot, file));
    expect(names).toEqual(expect.arrayContaining(['layout.tsx', 'home-admin/[[...slug]]/page.tsx', 'account/page.tsx']));
  });

  it.each(files.filter((file) => !/\/(loading|error|not-found)\.\w+$/.test(file)).map((file) => [path.relative(adminRoot, file), file]))(
    '%s calls requireUser() or requireOwner() from lib/auth/dal',
    (_name, file) => {
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toMatch(GUARD);
      expect(source).toMatch(/from '@\/lib\/auth\/dal'/);
      expect(source).not.toMatch(/^'use client'/m);
    },
  );

  it('keeps loading and error files free of data (they render without the guard)', () => {
    for (const file of files.filter((name) => /\/(loading|error|not-found)\.\w+$/.test(name))) {
      expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/lib\/(db|auth)/);
    }
  });
});
