import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

// The build's scripts and styles in Brotli, compressed once at build time at the highest level
// (scripts/build-standalone.mjs writes `<file>.br` beside each), served by the production entry
// before Next sees the request. Next's own server compresses with gzip on every request; Brotli
// at quality 11 is about a seventh smaller on this site's scripts, what a phone on a slow network
// downloads before the page answers (docs/decisions/013-brotli-static-files.md).

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** Whether an Accept-Encoding header accepts `coding` (a `q=0` refuses it). */
export function acceptsCoding(acceptEncoding: string | string[] | undefined, wanted: 'br' | 'gzip'): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((part) => {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== wanted) return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

export type Precompressed = { file: string; contentType: string; size: number; etag: string };

/**
 * The `.br` file for a request path under `/_next/static/`, or null: another path, a file type not
 * compressed ahead, a path that leaves the folder, or no such file.
 */
export function precompressedFile(urlPath: string, staticDir: string): Precompressed | null {
  const prefix = '/_next/static/';
  if (!urlPath.startsWith(prefix)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(prefix.length));
  } catch {
    return null;
  }
  const contentType = TYPES[path.extname(relative)];
  if (!contentType || relative.includes('\0')) return null;
  const file = path.join(staticDir, `${relative}.br`);
  if (!file.startsWith(`${staticDir}${path.sep}`)) return null;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return null;
    // The build's file names carry their content hash: size and time tell one compressed copy from another.
    return { file, contentType, size: stat.size, etag: `W/"br-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` };
  } catch {
    return null;
  }
}

/** Answers a GET or HEAD for a build file from its Brotli copy; false to let Next answer. */
export function answerPrecompressed(request: IncomingMessage, response: ServerResponse, staticDir: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!acceptsCoding(request.headers['accept-encoding'], 'br')) return false;
  const found = precompressedFile((request.url ?? '').split('?')[0]!, staticDir);
  if (!found) return false;
  const headers = {
    'content-type': found.contentType,
    'content-encoding': 'br',
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
    etag: found.etag,
    'x-content-type-options': 'nosniff',
  };
  if (request.headers['if-none-match'] === found.etag) {
    response.writeHead(304, headers).end();
    return true;
  }
  response.writeHead(200, { ...headers, 'content-length': String(found.size) });
  if (request.method === 'HEAD') response.end();
  else
    fs.createReadStream(found.file)
      .on('error', () => response.destroy())
      .pipe(response);
  return true;
}
