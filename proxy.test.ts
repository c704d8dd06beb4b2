import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { describe, expect, it } from 'vitest';
import { isPanelPath, SIGNED_IN_AREAS } from '@/lib/auth/panel-paths';
import { GUARDED_EXAMPLES, PASS_THROUGH_EXAMPLES } from '@/test-fixtures/opening-paths';
import { isPassThrough, PASS_THROUGH_SOURCE } from '@/lib/grand-opening/routes';
import { config } from './proxy';

// proxy.ts's matcher must be a literal (Next reads it at build time) and isPassThrough is the same
// rule for the code: these tests tie the two, so changing one without the other fails here.

/** What `next build` compiles proxy matchers with (missing from Next's type declarations). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => { regexp: string }[] };

/** Whether Next runs the proxy for `pathname`, with the matchers compiled the way Next compiles them. */
const proxyRuns = (() => {
  const matchers = getMiddlewareMatchers(config.matcher, {}).map((matcher) => new RegExp(matcher.regexp));
  return (pathname: string) => matchers.some((matcher) => matcher.test(pathname));
})();

const PATHS = [
  ...PASS_THROUGH_EXAMPLES,
  ...GUARDED_EXAMPLES,
  '/orders',
  '/aboutus',
  '/login',
  '/register',
  '/no-existe',
  '/iconsx',
  '/_next',
  '/_next/data/build/menu.json',
  '/api/user/1',
  '/a/.hidden',
  '/menu/x.json',
  '/home-admin/mesas',
  '/home-admin/x.json',
  '/home-admin/a/b.txt',
  '/account',
  '/account/x.json',
];

describe('the proxy matcher and isPassThrough', () => {
  it('are written from one rule: the matcher skips exactly PASS_THROUGH_SOURCE, and keeps the admin area', () => {
    expect(config.matcher).toEqual([`/((?!${PASS_THROUGH_SOURCE}).*)`, ...SIGNED_IN_AREAS.map((area) => `${area}/:path*`)]);
  });

  it('agree on every path: the proxy runs where isPassThrough says no, and on the whole admin area', () => {
    for (const pathname of PATHS) {
      expect(proxyRuns(pathname), pathname).toBe(!isPassThrough(pathname) || isPanelPath(pathname));
    }
  });
});
