import { NextResponse, type NextRequest } from 'next/server';
import { panelGuard } from '@/lib/auth/proxy-guard';
import { openingRedirect } from '@/lib/grand-opening/redirect';
import { nameCachedMenuPage } from '@/lib/menu/rewrite';

// Each rule answers a response (a redirect; /menu's cached page named) or undefined; the first answer wins. Add a rule as one more
// `??` (an async rule as `?? (await rule(request))`, with `async` on proxy). Opening comes first:
// before opening even /home-admin shows the countdown.
export async function proxy(request: NextRequest) {
  return openingRedirect(request) ?? (await panelGuard(request)) ?? nameCachedMenuPage(request) ?? NextResponse.next();
}

export const config = {
  // Skip Next's assets, route handlers, public files (anything with a file extension: icons,
  // manifest, robots.txt, sitemap.xml, og-image, /images/*) and the owner's photos (/fotos/*), but
  // never the panel (/home-admin and "Mi cuenta"), where a path like
  // /home-admin/x.json still renders a panel page. A literal, as Next needs: the lookahead is
  // PASS_THROUGH_SOURCE of lib/grand-opening/routes.ts (proxy.test.ts ties them).
  matcher: ['/((?!_next/static/|_next/image|api/|api$|images/|icons/|fotos/|.*\\.[A-Za-z0-9]+$).*)', '/home-admin/:path*', '/account/:path*'],
};
