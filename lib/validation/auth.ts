import { messages } from './messages';
import { email, maxLength, minLength, object, pipe, regex, string, toLowerCase, trim, type Infer } from './zod';

export { messages } from './messages';

/** bcrypt reads only the first 72 bytes; the allowed characters are ASCII, so 72 characters. */
export const PASSWORD_MAX = 72;
export const NAME_MAX = 60;
/** RFC 5321 limit for a whole address. */
export const EMAIL_MAX = 254;

const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** Trimmed and lower-cased before the format check, so "  Ana@Mail.COM " is ana@mail.com. */
function emailField(message: string) {
  return pipe(string({ error: message }).check(maxLength(EMAIL_MAX, message), trim(), toLowerCase()), email({ error: message }));
}

function nameField() {
  return string({ error: messages.required }).check(trim(), minLength(1, messages.required), maxLength(NAME_MAX, messages.nameTooLong));
}

export const loginSchema = object({
  mail: emailField(messages.loginEmail),
  password: string({ error: messages.loginPassword }).check(
    minLength(1, messages.loginPassword),
    maxLength(PASSWORD_MAX, messages.passwordTooLong),
  ),
});

export const registerSchema = object({
  nombre: nameField(),
  apellido: nameField(),
  correo: emailField(messages.registerEmail),
  contraseña: string({ error: messages.passwordRule }).check(
    maxLength(PASSWORD_MAX, messages.passwordTooLong),
    regex(PASSWORD_PATTERN, messages.passwordRule),
  ),
});

export type LoginPayload = Infer<typeof loginSchema>;
export type RegisterPayload = Infer<typeof registerSchema>;
export type LoginField = keyof LoginPayload;
export type RegisterField = keyof RegisterPayload | 'confirmacion';
export type RegisterForm = Record<RegisterField, string>;

/** The first message per field, keyed by field name: `{ correo: "Por favor, ..." }`. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** One login field's message, or undefined when it is valid (the form checks on blur). */
export function loginFieldError(field: LoginField, value: string): string | undefined {
  return loginSchema.shape[field].safeParse(value).error?.issues[0]?.message;
}

/** One register field's message; the confirmation is checked against the password here only. */
export function registerFieldError(field: RegisterField, form: RegisterForm): string | undefined {
  if (field === 'confirmacion') {
    return form.confirmacion === '' || form.confirmacion !== form.contraseña ? messages.passwordMismatch : undefined;
  }
  return registerSchema.shape[field].safeParse(form[field]).error?.issues[0]?.message;
}
