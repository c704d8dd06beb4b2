import fs from 'node:fs';
import { photoFile } from '@/lib/photos/store';

// A stored photo's variant: /fotos/<16 hex digits>-<width>.<avif|webp> (lib/photos/sources.ts).
// The name carries the content hash, so the answer never changes: cached for a year, immutable.
// Any other name is a 404 before the disk is touched: no listing, no path to climb out of.

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(): Response {
  return new Response('No encontrado.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

export async function GET(request: Request, { params }: RouteContext<'/fotos/[file]'>): Promise<Response> {
  const { file: name } = await params;
  const file = photoFile(name);
  if (!file) return notFound();
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(file.path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return notFound();
    throw error;
  }
  const headers = { 'Cache-Control': IMMUTABLE, ETag: `"${name}"`, 'X-Content-Type-Options': 'nosniff' };
  if (request.headers.get('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, 'Content-Type': file.contentType, 'Content-Length': String(bytes.length) },
  });
}
