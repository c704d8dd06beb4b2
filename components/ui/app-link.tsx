'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';

type Props = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { href: Route };

/** A click the browser should handle itself: a new tab or window, a download, a modified click. */
function leftToBrowser(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/**
 * The site's link to its own pages: a plain <a> that navigates inside the app on a plain click
 * (router.push, as Next's <Link> does) and prefetches the page once the visitor shows intent: a
 * pointer over it, a finger on it, focus. Next's <Link> would add about 3.5 KB of script to every
 * page for what the site does not use (prefetching every link on screen, object hrefs, link
 * status): Next's docs, "Prefetching" > "Extending or ejecting link" (docs/decisions/001-applink-instead-of-next-link.md).
 */
export function AppLink({ href, onClick, onPointerEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter();
  // The caller's own handler first, then the prefetch.
  const andPrefetch =
    <E,>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      handler?.(event);
      router.prefetch(href);
    };
  return (
    <a
      {...rest}
      href={href}
      onPointerEnter={andPrefetch(onPointerEnter)}
      onTouchStart={andPrefetch(onTouchStart)}
      onFocus={andPrefetch(onFocus)}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
