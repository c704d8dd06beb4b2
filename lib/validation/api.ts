import { z } from './zod';

// Shapes the forms read from the API's answers (spec section 7): success, message, data.

export const publicUserSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellido: z.string(),
  correo: z.string(),
});

export const apiAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});

export const loginAnswerSchema = apiAnswerSchema.extend({ data: publicUserSchema.optional() });

export type PublicUserData = z.infer<typeof publicUserSchema>;

/** The server's message when the body carries one, otherwise the fallback. */
export function answerMessage(body: unknown, fallback: string): string {
  const parsed = apiAnswerSchema.safeParse(body);
  return parsed.success && parsed.data.message ? parsed.data.message : fallback;
}
