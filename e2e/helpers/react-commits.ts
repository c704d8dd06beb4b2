import type { Page } from '@playwright/test';

// What React renders again after hydrating, seen through the hook React DevTools uses (production
// React reports every commit to it too). A page's server HTML should be hydrated, not rendered a
// second time: a second render right after hydration is synchronous work on the main thread.

type RerenderLog = { commits: number; rerendered: Record<string, number> };

declare global {
  interface Window {
    __rerenders?: RerenderLog;
  }
}

/** Call before the first `goto`: records, per tag name, the elements each later commit rendered again. */
export async function recordRerenders(page: Page) {
  await page.addInitScript(() => {
    type Fiber = { tag: number; stateNode: unknown; memoizedProps: unknown; child: Fiber | null; sibling: Fiber | null };
    const HOST_COMPONENT = 5;
    // The props React last committed for each element: new props mean the element was rendered again.
    const lastProps = new WeakMap<object, unknown>();
    const log: RerenderLog = { commits: 0, rerendered: {} };
    window.__rerenders = log;
    const visit = (first: Fiber | null) => {
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        if (fiber.tag === HOST_COMPONENT && fiber.stateNode instanceof Element) {
          const seen = lastProps.has(fiber.stateNode);
          if (seen && lastProps.get(fiber.stateNode) !== fiber.memoizedProps) {
            const tag = fiber.stateNode.tagName.toLowerCase();
            log.rerendered[tag] = (log.rerendered[tag] ?? 0) + 1;
          }
          lastProps.set(fiber.stateNode, fiber.memoizedProps);
        }
        visit(fiber.child);
      }
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          log.commits += 1;
          visit(root.current.child);
        },
      },
    });
  });
}

/** The elements rendered again since hydration, by tag name, and how many commits there were. */
export const rerenders = (page: Page) => page.evaluate(() => window.__rerenders ?? { commits: 0, rerendered: {} });
