import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Nothing the proxy imports opens the database or writes a file (it runs on every page request,
// before any session check). The folder layers themselves are lint rules (eslint.config.mjs).

const root = process.cwd();
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project files `file` imports (statically), and the packages, by specifier. */
function importsOf(file: string): { files: string[]; packages: string[] } {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  const files: string[] = [];
  const packages: string[] = [];
  for (const specifier of specifiers) {
    const base = specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (base === null) {
      packages.push(specifier);
      continue;
    }
    const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
    if (!found) throw new Error(`${path.relative(root, file)}: cannot resolve ${specifier}`);
    files.push(found);
  }
  return { files, packages };
}

/** Every project file reachable from `entry` through static imports. */
function importChain(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file).files.forEach(visit);
  };
  visit(path.join(root, entry));
  return [...seen].map((file) => path.relative(root, file));
}

describe("the proxy's import chain", () => {
  const chain = importChain('proxy.ts');

  it('is what it should be: the guards, their token and secret readers, the request helpers', () => {
    expect(chain).toContain('lib/auth/proxy-guard.ts');
    expect(chain).toContain('lib/auth/secret.ts');
    expect(chain).toContain('lib/grand-opening/redirect.ts');
  });

  it('reaches no database and no code that writes a file', () => {
    for (const file of chain) {
      const { packages } = importsOf(path.join(root, file));
      expect(
        packages.filter((name) => name === 'better-sqlite3' || name === 'server-only'),
        file,
      ).toEqual([]);
      expect(file.startsWith('lib/db/'), file).toBe(false);
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      expect(source.match(/\b(writeFile|appendFile|mkdir|link|rename|rm|unlink|copyFile|createWriteStream)(Sync)?\(/g) ?? [], file).toEqual([]);
    }
  });
});
