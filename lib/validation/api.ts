import { boolean, extend, number, object, optional, string, type Infer } from './zod';

// Shapes the forms read from the API's answers that carry data (spec section 7): success, message,
// data. The message and the field errors alone are read without zod (./answer.ts).

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
