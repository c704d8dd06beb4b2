// What the pages read from the API's answers (spec section 7: `{ success, message, errors }`),
// without zod: the owner's desk and board import these at load, and zod would come with them
// (about 15 KB gzip of JavaScript on every desk page). The schemas for the answers that carry data
// are in ./api.ts, loaded by the forms on first use.

/** The server's message when the body carries one, otherwise the fallback. */
export function answerMessage(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const { success, message } = body as { success?: unknown; message?: unknown };
  return typeof success === 'boolean' && typeof message === 'string' && message !== '' ? message : fallback;
}

/** Every message per field (`errors` of a 400) the body carries: { precio: 'Escribe…' }. */
export function answerErrors(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The server's messages per field (`errors` of a 400), keeping only the fields a form has. */
export function answerFieldErrors<F extends string>(body: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const errors = answerErrors(body);
  return Object.fromEntries(fields.filter((field) => Object.hasOwn(errors, field)).map((field) => [field, errors[field]])) as Partial<Record<F, string>>;
}
