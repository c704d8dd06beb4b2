import { config } from 'zod/mini';

// The site's CSP has no 'unsafe-eval'. Zod otherwise probes `new Function` on first parse, and
// the browser reports that caught attempt as a CSP violation. Import zod's functions from here.
config({ jitless: true });

// zod/mini, the functional build, so the forms on /login and /register carry only the checks they
// use: their checks load as one chunk on the first focus (components/auth/validation.ts).
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
  looseObject,
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

/** The first message per field, keyed by field name: `{ correo: "Por favor, ..." }`. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The first message per field path, nested fields too: `{ "items.3.cantidad": "La cantidad ..." }`. */
export function pathErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
