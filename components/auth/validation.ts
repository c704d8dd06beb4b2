// What the forms check with, all of it built on zod (about 17 KB gzip of JavaScript, zod included;
// lib/validation/zod.ts). The forms import this module only on their first focus (useCheckedForm),
// so /login and /register load without it and a visitor who only looks never downloads it.
import {
  activationSchema,
  deleteAccountSchema,
  loginFieldError,
  newPasswordFieldError,
  passwordChangeSchema,
  registerFieldError,
  renameSchema,
  type ActivationField,
  type LoginField,
  type PasswordChangeField,
  type RenameField,
} from '@/lib/validation/auth';

export { apiAnswerSchema, loginAnswerSchema } from '@/lib/validation/api';
export { answerFieldErrors, answerMessage } from '@/lib/validation/answer';
export { registerFieldError as checkRegister };

export const checkLogin = (field: LoginField, values: Record<LoginField, string>) => loginFieldError(field, values[field]);

// "Mi cuenta" and /activar.
export const checkRename = (field: RenameField, values: Record<RenameField, string>) =>
  renameSchema.shape[field].safeParse(values[field]).error?.issues[0]?.message;
export const checkPasswordChange = (field: PasswordChangeField, values: Record<PasswordChangeField, string>) =>
  newPasswordFieldError(passwordChangeSchema, field, values, 'nueva');
export const checkDeleteAccount = (field: 'contraseña', values: Record<'contraseña', string>) =>
  deleteAccountSchema.shape[field].safeParse(values[field]).error?.issues[0]?.message;
export const checkActivation = (field: ActivationField, values: Record<ActivationField, string>) =>
  newPasswordFieldError(activationSchema, field, values, 'contraseña');
