import { config } from 'zod/mini';

// The site's CSP has no 'unsafe-eval'. Zod otherwise probes `new Function` on first parse, and
// the browser reports that caught attempt as a CSP violation. Import zod's functions from here.
config({ jitless: true });

// zod/mini, the functional build: the forms on /login and /register carry only the checks they
// use (about 6 KB gzip, where zod's classic build is about 30 KB even imported by name).
export {
  boolean,
  config,
  email,
  extend,
  maxLength,
  minLength,
  number,
  object,
  optional,
  pipe,
  regex,
  string,
  toLowerCase,
  trim,
} from 'zod/mini';
export type { infer as Infer } from 'zod/mini';
