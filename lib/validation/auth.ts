import { messages } from './messages';
import { email, maxLength, minLength, object, pipe, regex, string, toLowerCase, trim, type Infer } from './zod';

export { messages } from './messages';

/** bcrypt reads only the first 72 bytes; the allowed characters are ASCII, so 72 characters. */
const PASSWORD_MAX = 72;
const NAME_MAX = 60;
/** RFC 5321 limit for a whole address. */
const EMAIL_MAX = 254;

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
  password: string({ error: messages.loginPassword }).check(minLength(1, messages.loginPassword), maxLength(PASSWORD_MAX, messages.passwordTooLong)),
});

/** A new password: the rule of spec section 5, bcrypt's 72 characters at most. */
function newPasswordField() {
  return string({ error: messages.passwordRule }).check(maxLength(PASSWORD_MAX, messages.passwordTooLong), regex(PASSWORD_PATTERN, messages.passwordRule));
}

/** The password an account has now (asked again before a change or a deletion). */
function currentPasswordField() {
  return string({ error: messages.currentPassword }).check(minLength(1, messages.currentPassword), maxLength(PASSWORD_MAX, messages.passwordTooLong));
}

export const registerSchema = object({
  nombre: nameField(),
  apellido: nameField(),
  correo: emailField(messages.registerEmail),
  contraseña: newPasswordField(),
});

/** "Mi cuenta" > Nombre. */
export const renameSchema = object({ nombre: nameField(), apellido: nameField() });

/** "Mi cuenta" > Contraseña. */
export const passwordChangeSchema = object({ actual: currentPasswordField(), nueva: newPasswordField() });

/** "Mi cuenta" > Eliminar mi cuenta. */
export const deleteAccountSchema = object({ contraseña: currentPasswordField() });

/** /activar: the owner's name and password, and the invitation's token. */
export const activationSchema = object({
  token: string({ error: messages.invalidLink }).check(minLength(1, messages.invalidLink), maxLength(100, messages.invalidLink)),
  nombre: nameField(),
  apellido: nameField(),
  contraseña: newPasswordField(),
});

type LoginPayload = Infer<typeof loginSchema>;
type RegisterPayload = Infer<typeof registerSchema>;
export type LoginField = keyof LoginPayload;
export type RegisterField = keyof RegisterPayload | 'confirmacion';
export type RegisterForm = Record<RegisterField, string>;
export type RenameField = keyof Infer<typeof renameSchema>;
export type PasswordChangeField = keyof Infer<typeof passwordChangeSchema> | 'confirmacion';
export type ActivationField = Exclude<keyof Infer<typeof activationSchema>, 'token'> | 'confirmacion';

/** One login field's message, or undefined when it is valid (the form checks on blur). */
export function loginFieldError(field: LoginField, value: string): string | undefined {
  return loginSchema.shape[field].safeParse(value).error?.issues[0]?.message;
}

/** One register field's message; the confirmation is checked against the password here only. */
export function registerFieldError(field: RegisterField, form: RegisterForm): string | undefined {
  return newPasswordFieldError(registerSchema, field, form, 'contraseña');
}

/** A field of a form with a new password and its confirmation ("Mi cuenta", /activar). */
export function newPasswordFieldError<F extends string>(
  schema: { shape: Record<string, { safeParse: (value: unknown) => { error?: { issues: readonly { message: string }[] } } }> },
  field: F,
  form: Record<F, string>,
  passwordField: F,
): string | undefined {
  if (field === 'confirmacion') {
    const confirmation = form['confirmacion' as F];
    return confirmation === '' || confirmation !== form[passwordField] ? messages.passwordMismatch : undefined;
  }
  return schema.shape[field]?.safeParse(form[field]).error?.issues[0]?.message;
}
