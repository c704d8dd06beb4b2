// State that must be one per server process. Next bundles a module once per route (a page and a
// route handler can each hold their own copy), so module-level variables are not shared; an
// object on globalThis under a registered symbol is.

export function processGlobal<T extends object>(name: string, create: () => T): T {
  const key = Symbol.for(`crepivara.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
