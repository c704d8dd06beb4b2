import { config } from 'zod';

// The site's CSP has no 'unsafe-eval'. Zod otherwise probes `new Function` on first parse, and
// the browser reports that caught attempt as a CSP violation. Import zod's functions from here.
config({ jitless: true });

// Named exports only: code that takes the `z` namespace object makes the bundler keep all of
// zod, every locale included (93 KB gzip of JavaScript on /login and /register).
export { boolean, config, email, number, object, string } from 'zod';
export type { infer as Infer, ZodError } from 'zod';
