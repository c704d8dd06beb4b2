// The reference page (docs/decisions/009-bench-against-a-bare-page.md): a bare App Router page (a heading and a paragraph, the
// framework's floor) built with the site's own next.config.ts and served the same way, so every
// run measures the floor on the same host and the site's numbers can be read as ratios to it.
//
// It lives in .next-bench-reference/ inside the project (ignored by git, ESLint and tsc) so it
// resolves the project's node_modules; the bench rewrites its sources and rebuilds it when they,
// next.config.ts or the lock file changed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuild } from './build.mjs';

export const REFERENCE_DIR = '.next-bench-reference';
export const REFERENCE_PATH = '/';

const LAYOUT = `export const metadata = {
  title: 'Página de referencia',
  description: 'Una página de App Router sin nada más: el piso del framework para el benchmark.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Página de referencia</h1>
      <p>Un encabezado y un párrafo: lo mínimo que sirve Next.js con la misma configuración.</p>
    </main>
  );
}
`;

/** The files of the reference project, relative to its folder. */
export function referenceFiles(root) {
  return {
    'app/layout.jsx': LAYOUT,
    'app/page.jsx': PAGE,
    'next.config.ts': fs.readFileSync(path.join(root, 'next.config.ts'), 'utf8'),
    // The config's cacheHandler, found beside it, and what it imports.
    'lib/cache-handler.mjs': fs.readFileSync(path.join(root, 'lib/cache-handler.mjs'), 'utf8'),
    'lib/shop-freshness.mjs': fs.readFileSync(path.join(root, 'lib/shop-freshness.mjs'), 'utf8'),
  };
}

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
};

/**
 * Writes the reference project (only files whose text changed, so their times stay) and builds
 * it when its build is missing or older than its inputs. Returns its folder.
 */
export async function prepareReference({ root, logFile, log }) {
  const dir = path.join(root, REFERENCE_DIR);
  for (const [file, text] of Object.entries(referenceFiles(root))) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text) fs.writeFileSync(full, text);
  }
  const inputs = [
    ...Object.keys(referenceFiles(root)).map((file) => path.join(dir, file)),
    path.join(root, 'package-lock.json'),
    fileURLToPath(import.meta.url),
  ];
  const built = mtime(path.join(dir, '.next/BUILD_ID'));
  if (built !== Infinity && inputs.every((file) => mtime(file) < built)) {
    log(`reference page in ${REFERENCE_DIR} is current, no build`);
    return dir;
  }
  log(`building the reference page into ${REFERENCE_DIR}, log in ${path.relative(root, logFile)} ...`);
  await runBuild({ root, cwd: dir, distDir: '.next', logFile });
  return dir;
}
