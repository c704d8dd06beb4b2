import { boolean, extend, number, object, optional, string, type Infer } from './zod';

// Shapes the forms read from the API's answers (spec section 7): success, message, data.

const publicUserSchema = object({
  id: number(),
  nombre: string(),
  apellido: string(),
  correo: string(),
});

export const apiAnswerSchema = object({
  success: boolean(),
  message: optional(string()),
});

export const loginAnswerSchema = extend(apiAnswerSchema, { data: optional(publicUserSchema) });

export type PublicUserData = Infer<typeof publicUserSchema>;

/** The server's message when the body carries one, otherwise the fallback. */
export function answerMessage(body: unknown, fallback: string): string {
  const parsed = apiAnswerSchema.safeParse(body);
  return parsed.success && parsed.data.message ? parsed.data.message : fallback;
}

/** The server's messages per field (`errors` of a 400), keeping only the fields a form has. */
export function answerFieldErrors<F extends string>(body: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string') found[field] = message;
  }
  return found;
}
