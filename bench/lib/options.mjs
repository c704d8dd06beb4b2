// `npm run bench`'s pages and command-line options (bench/run.mjs).

// Three products in the cart for /orders (ids from data/menu.ts; the store fills in the rest).
const CART = [
  { id: 10, cantidad: 1 },
  { id: 8, cantidad: 1 },
  { id: 12, cantidad: 1 },
];

/** The pages measured, on the server of their mode (open, or countdown for /timecount). */
export const PAGES = [
  { path: '/', server: 'open' },
  { path: '/menu', server: 'open' },
  { path: '/orders', server: 'open', storage: { carrito: JSON.stringify(CART) }, productImages: CART.length },
  { path: '/aboutus', server: 'open' },
  { path: '/login', server: 'open', noindexAllowed: true },
  { path: '/register', server: 'open', noindexAllowed: true },
  { path: '/timecount', server: 'countdown' },
];

/** The command line's options (bench/run.mjs lists them). */
export function parseArgs(argv) {
  // Five simulated runs: a page's TBT moves by +-40 % from run to run and its simulated LCP jumps
  // between two values (docs/benchmark.md, "Reading the numbers"), so the median of three flipped with one
  // unlucky pair. The applied-throttling LCP varies by tens of milliseconds: three are enough.
  const options = { rebuild: false, runs: 5, appliedRuns: 3, pages: null, load: true, applied: true, only: null, stores: false, photos: false };
  for (const arg of argv) {
    if (arg === '--rebuild') options.rebuild = true;
    else if (arg === '--only=signup-flood') options.only = 'signup-flood';
    else if (arg === '--only=activation-flood') options.only = 'activation-flood';
    else if (arg === '--only=orders') options.only = 'orders';
    else if (arg === '--no-load') options.load = false;
    else if (arg === '--no-applied') options.applied = false;
    else if (arg === '--stores') options.stores = true;
    else if (arg === '--photos') options.photos = true;
    else if (arg.startsWith('--runs=')) options.runs = Number(arg.slice(7));
    else if (arg.startsWith('--applied-runs=')) options.appliedRuns = Number(arg.slice(15));
    else if (arg.startsWith('--pages=')) options.pages = arg.slice(8).split(',').filter(Boolean);
    else
      throw new Error(
        `unknown option ${arg} (known: --rebuild, --runs=N, --applied-runs=N, --pages=/a,/b, --no-load, --no-applied, --only=signup-flood, --only=activation-flood, --only=orders, --stores, --photos)`,
      );
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a whole number >= 1');
  if (!Number.isInteger(options.appliedRuns) || options.appliedRuns < 1) throw new Error('--applied-runs must be a whole number >= 1');
  return options;
}
