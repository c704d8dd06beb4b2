import { describe, expect, it } from 'vitest';
import { connectionMessage, FROM_CACHE_METRIC, headerFromCache, isConnectionMessage, markedFromCache, servedFromCache } from './connection';

describe('an answer from the cache, as the page reads it', () => {
  it('is marked by a Server-Timing metric, with status, headers and body unchanged', async () => {
    const kept = new Response('<h1>Menú</h1>', { status: 200, statusText: 'OK', headers: { 'Content-Type': 'text/html', 'Server-Timing': 'db;dur=3' } });
    const marked = markedFromCache(kept);
    expect(marked.status).toBe(200);
    expect(marked.statusText).toBe('OK');
    expect(marked.headers.get('Content-Type')).toBe('text/html');
    expect(marked.headers.get('Server-Timing')).toBe(`db;dur=3, ${FROM_CACHE_METRIC}`);
    expect(headerFromCache(marked.headers.get('Server-Timing'))).toBe(true);
    expect(await marked.text()).toBe('<h1>Menú</h1>');
  });

  it('is told from an answer of the network', () => {
    expect(headerFromCache(null)).toBe(false);
    expect(headerFromCache('db;dur=3')).toBe(false);
    expect(headerFromCache('desde-cache-no')).toBe(false);
    expect(headerFromCache(`db;dur=3,${FROM_CACHE_METRIC};desc="x"`)).toBe(true);
    expect(servedFromCache(undefined)).toBe(false);
    expect(servedFromCache([{ name: 'db' }])).toBe(false);
    expect(servedFromCache([{ name: 'db' }, { name: FROM_CACHE_METRIC }])).toBe(true);
  });

  it("reads only the worker's own message", () => {
    expect(isConnectionMessage(connectionMessage(true))).toBe(true);
    expect(isConnectionMessage(connectionMessage(false))).toBe(true);
    for (const data of [null, 'CONEXION', { type: 'CONEXION' }, { type: 'CONEXION', desdeCache: 'sí' }, { type: 'GET_BUILD', desdeCache: true }]) {
      expect(isConnectionMessage(data), JSON.stringify(data)).toBe(false);
    }
  });
});
