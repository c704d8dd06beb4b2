import { describe, expect, it } from 'vitest';
import { KNOWN_PAGES, openingRedirectPath } from '@/lib/grand-opening/routes';
import { isShopPage, OFFLINE_PATH, offlineNavigation, SHOP_PAGES } from './navigation';

const opensAt = Date.parse('2026-12-05T00:00:00-06:00');
const before = opensAt - 1;

describe('the pages the worker keeps', () => {
  it('are shop pages of the site, the same for every visitor', () => {
    for (const page of SHOP_PAGES) expect(KNOWN_PAGES as readonly string[], page).toContain(page);
  });

  it('never include a page that needs the server or an account', () => {
    for (const pathname of ['/login', '/register', '/home-admin', '/home-admin/mesas', '/account', '/activar', OFFLINE_PATH, '/api/auth', '/api/user']) {
      expect(isShopPage(pathname), pathname).toBe(false);
    }
  });
});

describe('offlineNavigation before opening', () => {
  it('sends shop pages, the admin area and unknown paths to the countdown, as proxy.ts does', () => {
    for (const pathname of ['/', '/menu', '/orders', '/aboutus', '/home-admin', '/no-existe']) {
      expect(offlineNavigation(pathname, opensAt, before), pathname).toEqual({ kind: 'redirect', to: '/timecount' });
      expect(openingRedirectPath(pathname, true)).toBe('/timecount');
    }
  });

  it('shows the kept countdown, and the offline page for login and register', () => {
    expect(offlineNavigation('/timecount', opensAt, before)).toEqual({ kind: 'page', path: '/timecount' });
    expect(offlineNavigation('/login', opensAt, before)).toEqual({ kind: 'offline' });
    expect(offlineNavigation('/register', opensAt, before)).toEqual({ kind: 'offline' });
  });
});

describe('offlineNavigation from the opening moment on', () => {
  it('serves the kept shop pages from that very millisecond', () => {
    for (const pathname of ['/', '/menu', '/orders', '/aboutus']) {
      expect(offlineNavigation(pathname, opensAt, opensAt), pathname).toEqual({ kind: 'page', path: pathname });
    }
  });

  it('treats a site without an opening moment as open', () => {
    expect(offlineNavigation('/menu', null, before)).toEqual({ kind: 'page', path: '/menu' });
  });

  it("serves an order's status page from its kept copy, when this device opened it", () => {
    expect(offlineNavigation('/pedido/AbCdEfGhIjKlMnOpQrStUw', null, opensAt)).toEqual({ kind: 'order', path: '/pedido/AbCdEfGhIjKlMnOpQrStUw' });
    expect(offlineNavigation('/pedido/AbCdEfGhIjKlMnOpQrStUw', opensAt, before)).toEqual({ kind: 'redirect', to: '/timecount' });
    expect(offlineNavigation('/pedido/no-es-un-token', null, opensAt)).toEqual({ kind: 'offline' });
  });

  it('gives the offline page to pages that need the server, and sends unknown paths home', () => {
    for (const pathname of ['/login', '/register', '/home-admin', '/home-admin/mesas']) {
      expect(offlineNavigation(pathname, null, opensAt), pathname).toEqual({ kind: 'offline' });
    }
    expect(offlineNavigation('/no-existe', null, opensAt)).toEqual({ kind: 'redirect', to: '/' });
  });
});
