import { config } from 'zod/mini';

// The site's CSP has no 'unsafe-eval'. Zod otherwise probes `new Function` on first parse, and
// the browser reports that caught attempt as a CSP violation. Import zod's functions from here.
config({ jitless: true });

// zod/mini, the functional build, so the forms on /login and /register carry only the checks they
// use: their checks load as one chunk on the first focus (components/auth/validation.ts), about
// 17 KB gzip with zod in it (measured on the build, November 2026).
export {
  array,
  boolean,
  config,
  discriminatedUnion,
  email,
  extend,
  gte,
  int,
  literal,
  lte,
  maxLength,
  maximum,
  minimum,
  minLength,
  nullable,
  number,
  object,
  optional,
  overwrite,
  pipe,
  record,
  refine,
  regex,
  string,
  toLowerCase,
  trim,
} from 'zod/mini';
export type { infer as Infer, input as InferInput } from 'zod/mini';
