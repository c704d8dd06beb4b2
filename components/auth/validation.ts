// What the forms check with, all of it built on zod (about 17 KB gzip of JavaScript, zod included;
// lib/validation/zod.ts). The forms import this module only on their first focus (useCheckedForm),
// so /login and /register load without it and a visitor who only looks never downloads it.
import { loginFieldError, registerFieldError, type LoginField } from '@/lib/validation/auth';

export { answerMessage, apiAnswerSchema, loginAnswerSchema } from '@/lib/validation/api';
export { registerFieldError as checkRegister };

export const checkLogin = (field: LoginField, values: Record<LoginField, string>) => loginFieldError(field, values[field]);
