import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { MENU_PAGE_HEADER, nameCachedMenuPage } from './rewrite';

/** The cached page the proxy names for an address, as the request after it carries it (null: none). */
function namedPage(url: string, headers: Record<string, string> = {}) {
  const response = nameCachedMenuPage(new NextRequest(url, { headers }));
  if (!response) return undefined;
  return response.headers.get(`x-middleware-request-${MENU_PAGE_HEADER}`);
}

describe('nameCachedMenuPage', () => {
  it('names the cached page of the category for every /menu address without a search', () => {
    expect(namedPage('http://tienda.test/menu')).toBe('_todos');
    expect(namedPage('http://tienda.test/menu?categoria=Bebidas+Fr%C3%ADas&mesa=4')).toBe('bebidas-frias');
  });

  it("replaces a client's own header, and removes it for a search", () => {
    expect(namedPage('http://tienda.test/menu?categoria=Crepas', { [MENU_PAGE_HEADER]: 'helados' })).toBe('crepas');
    const searched = nameCachedMenuPage(new NextRequest('http://tienda.test/menu?q=fresa', { headers: { [MENU_PAGE_HEADER]: 'helados' } }));
    expect(searched?.headers.get('x-middleware-override-headers')?.split(',')).not.toContain(MENU_PAGE_HEADER);
  });

  it('leaves every other path alone', () => {
    for (const url of ['http://tienda.test/menu/crepas', 'http://tienda.test/orders', 'http://tienda.test/']) expect(namedPage(url), url).toBeUndefined();
  });
});

describe("next.config.ts's rewrite", () => {
  it('reads the header the proxy writes, and takes every page it names and nothing else', async () => {
    const rewrites = await nextConfig.rewrites!();
    const [rule] = Array.isArray(rewrites) ? rewrites : (rewrites.beforeFiles ?? []);
    const [condition] = rule!.has!;
    expect(condition).toMatchObject({ type: 'header', key: MENU_PAGE_HEADER });
    const matches = (value: string) => new RegExp(`^${condition!.value}$`).exec(value)?.groups?.page;
    for (const page of ['_todos', 'crepas', 'bebidas-frias', 'a'.repeat(40)]) expect(matches(page), page).toBe(page);
    for (const value of ['', 'Crepas', '../api', 'a'.repeat(41), '_otro']) expect(matches(value), value).toBeUndefined();
    expect(rule).toMatchObject({ source: '/menu', destination: '/menu/:page' });
  });
});
