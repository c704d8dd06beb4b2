import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import packageJson from './package.json';

// `npm run lint` ends with knip (knip.jsonc): an export nobody imports, or a file nobody uses,
// fails it. Shown on a small project of its own, so the check does not depend on today's code.
const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-knip-'));
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

function knip(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(fixture, name), text);
  return spawnSync(process.execPath, [path.resolve('node_modules/knip/bin/knip.js'), '--directory', fixture, '--no-progress', '--no-config-hints'], {
    encoding: 'utf8',
  });
}

describe('dead code fails the lint', () => {
  it('is part of npm run lint', () => {
    expect(packageJson.scripts.lint).toMatch(/&& knip( |$)/);
  });

  it('names an export nobody imports, and passes once it is gone', () => {
    const project = {
      'package.json': JSON.stringify({ name: 'fixture', private: true }),
      'knip.json': JSON.stringify({ entry: ['main.ts'], project: ['*.ts'] }),
      'main.ts': "import { used } from './money';\nconsole.log(used);\n",
    };
    const unused = knip({ ...project, 'money.ts': 'export const used = 1;\nexport const forgotten = 2;\n' });
    expect(unused.status).toBe(1);
    expect(unused.stdout).toMatch(/Unused exports \(1\)\s+forgotten\s+money\.ts/);
    expect(knip({ ...project, 'money.ts': 'export const used = 1;\n' }).status).toBe(0);
  }, 60_000);
});
