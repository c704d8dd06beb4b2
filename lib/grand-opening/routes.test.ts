import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingInstant } from './env';
import { isBeforeOpening } from './moment';
import { GUARDED_EXAMPLES, PASS_THROUGH_EXAMPLES } from '@/test-fixtures/opening-paths';
import { isKnownRoute, isPassThrough, KNOWN_AREAS, KNOWN_PAGES, openingRedirectPath } from './routes';

/**
 * Pages served only through proxy.ts's rewrites, under another page's path (the cached /menu of
 * each category, lib/menu/rewrite.ts). Their own paths are unknown: asked for directly, they go home.
 */
const REWRITE_TARGETS = ['/menu/ejemplo-categoria'];

const appDir = path.resolve(import.meta.dirname, '../../app');

/** URL paths served by app/: pages, route handlers and generated metadata routes. */
function appRoutes(dir = appDir, segments: string[] = []): { route: string; kind: 'page' | 'other' }[] {
  const found: { route: string; kind: 'page' | 'other' }[] = [];
  const route = (last?: string) => `/${[...segments, ...(last ? [last] : [])].join('/')}`;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_') || entry.name.startsWith('@')) continue; // private folders, slots
      // Route groups add nothing to the URL; a dynamic segment stands for any value.
      const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name.replace(/^\[+\.*([^\]]+)\]+$/, 'ejemplo-$1')];
      found.push(...appRoutes(path.join(dir, entry.name), [...segments, ...segment]));
      continue;
    }
    const [base, extension] = [path.parse(entry.name).name, path.parse(entry.name).ext];
    if (base === 'page') found.push({ route: route(), kind: 'page' });
    else if (base === 'route') found.push({ route: route(), kind: 'other' });
    else if (/^(opengraph-image|twitter-image|icon|apple-icon)\d*$/.test(base)) {
      // Generated images are served without their source extension, static ones with it.
      const generated = ['.ts', '.tsx', '.js', '.jsx'].includes(extension);
      found.push({ route: route(generated ? base : entry.name), kind: 'other' });
    } else if (['manifest', 'robots', 'sitemap'].includes(base)) {
      const served = { manifest: 'manifest.webmanifest', robots: 'robots.txt', sitemap: 'sitemap.xml' }[base];
      found.push({ route: route(served), kind: 'other' });
    }
  }
  return found;
}

describe('the list of known pages', () => {
  const routes = appRoutes();

  it('finds the pages that exist today', () => {
    const pages = routes.filter((entry) => entry.kind === 'page').map((entry) => entry.route);
    expect(pages).toEqual(expect.arrayContaining(['/', '/menu', '/orders', '/aboutus', '/timecount']));
  });

  it('includes every page in app/, so none is sent home or to the countdown by mistake', () => {
    for (const { route, kind } of routes) {
      if (kind === 'page' && !REWRITE_TARGETS.includes(route)) {
        expect(isKnownRoute(route), `${route} is missing from KNOWN_PAGES/KNOWN_AREAS`).toBe(true);
      }
    }
  });

  it('sends home a direct request for a page served only through a rewrite', () => {
    const pages = routes.filter((entry) => entry.kind === 'page').map((entry) => entry.route);
    for (const target of REWRITE_TARGETS) {
      expect(pages).toContain(target);
      expect(openingRedirectPath(target, false)).toBe('/');
    }
  });

  it('lets every non-page route of app/ through (handlers, metadata files)', () => {
    for (const { route, kind } of routes) {
      if (kind === 'other') {
        expect(isPassThrough(route) || isKnownRoute(route), `${route} would be redirected`).toBe(true);
      }
    }
  });

  it('lists only pages that exist', () => {
    const pages = routes.filter((entry) => entry.kind === 'page').map((entry) => entry.route);
    for (const known of KNOWN_PAGES) expect(pages, `${known} has no page in app/`).toContain(known);
    for (const area of KNOWN_AREAS) {
      expect(
        pages.some((page) => isKnownRoute(page) && page.startsWith(area)),
        `${area} has no page in app/`,
      ).toBe(true);
    }
  });
});

describe('isPassThrough', () => {
  it('skips assets, API routes and public files', () => {
    for (const pathname of PASS_THROUGH_EXAMPLES) {
      expect(isPassThrough(pathname), pathname).toBe(true);
    }
  });

  it('does not skip pages or look-alike paths', () => {
    for (const pathname of GUARDED_EXAMPLES) {
      expect(isPassThrough(pathname), pathname).toBe(false);
    }
  });
});

describe('openingRedirectPath before opening', () => {
  const before = (pathname: string) => openingRedirectPath(pathname, true);

  it('sends every page to the countdown', () => {
    for (const pathname of ['/', '/menu', '/orders', '/aboutus', '/home-admin', '/home-admin/form', '/account']) {
      expect(before(pathname), pathname).toBe('/timecount');
    }
  });

  it('shows the countdown, login and register', () => {
    expect(before('/timecount')).toBeNull();
    expect(before('/login')).toBeNull();
    expect(before('/register')).toBeNull();
  });

  it("shows the owner's invitation: the operator invites before the opening day", () => {
    expect(before('/activar')).toBeNull();
  });

  it('sends unknown paths to the countdown', () => {
    expect(before('/no-existe')).toBe('/timecount');
    expect(before('/menu/extra')).toBe('/timecount');
    expect(before('/login/extra')).toBe('/timecount');
  });

  it('leaves API routes and files alone', () => {
    expect(before('/api/user')).toBeNull();
    expect(before('/robots.txt')).toBeNull();
    expect(before('/images/logo.svg')).toBeNull();
  });
});

describe('openingRedirectPath after opening', () => {
  const after = (pathname: string) => openingRedirectPath(pathname, false);

  it('lets every known page through, the countdown included', () => {
    for (const pathname of [...KNOWN_PAGES, '/home-admin', '/home-admin/account']) {
      expect(after(pathname), pathname).toBeNull();
    }
  });

  it('sends unknown paths home', () => {
    for (const pathname of ['/no-existe', '/menu/extra', '/home-adminx', '/MENU']) {
      expect(after(pathname), pathname).toBe('/');
    }
  });

  it('leaves API routes and files alone', () => {
    expect(after('/api/no-existe')).toBeNull();
    expect(after('/images/no-existe.webp')).toBeNull();
  });
});

describe('the cost of a guard decision', () => {
  it('stays far below a millisecond (parsed once, then string comparisons)', () => {
    const settings = { OPENING_DATE: '05/12/2026', OPENING_HOUR: '10:00' };
    const paths = ['/', '/menu', '/no-existe', '/login', '/home-admin/account', '/robots.txt'];
    const runs = 20_000;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) {
      openingRedirectPath(paths[i % paths.length] ?? '/', isBeforeOpening(openingInstant('guard', settings), i));
    }
    expect((performance.now() - started) / runs).toBeLessThan(0.05);
  });
});
