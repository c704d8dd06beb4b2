import fs from 'node:fs';
import path from 'node:path';

// The route handlers as they are on disk, for the tests that must cover every one of them
// (lib/http/methods.test.ts, app/api/store-outage.test.ts): a new route cannot be forgotten.

const HTTP_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);

export type RouteHandlerFile = {
  /** The URL path, route groups left out: `/api/desk/menu/[id]`. */
  route: string;
  /** From the project's root: `app/api/desk/menu/[id]/route.ts`. */
  file: string;
  /** The HTTP methods the file exports, in the file's order. */
  methods: string[];
  /** Rendered at build time and served as a file (`export const dynamic = 'force-static'`). */
  prerendered: boolean;
};

export function routeHandlerFiles(root = process.cwd()): RouteHandlerFile[] {
  const app = path.join(root, 'app');
  return fs
    .readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(app, file), 'utf8');
      // Only the two forms read below: a re-export would hide a method.
      if (/^export\s*(\*|\{)/m.test(source)) throw new Error(`app/${file}: export each method as a function or a const`);
      const exported = [...source.matchAll(/^export\s+(?:async\s+)?(?:function|const)\s+([A-Z]+)\b/gm)].map((match) => match[1]!);
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => !/^\(.*\)$/.test(segment));
      return {
        route: `/${segments.join('/')}`,
        file: path.join('app', file),
        methods: exported.filter((name) => HTTP_METHODS.has(name)),
        prerendered: /^export const dynamic = 'force-static'/m.test(source),
      };
    });
}
