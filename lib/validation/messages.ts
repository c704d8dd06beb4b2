// Spanish messages of spec section 5, written once and shared by the forms and the route handlers.
// Without zod, so a form can show them before its checks (lib/validation/auth.ts) have loaded.
export const messages = {
  required: 'Este campo es obligatorio.',
  loginEmail: 'Por favor, ingresa un correo válido.',
  loginPassword: 'La contraseña es obligatoria.',
  registerEmail: 'Por favor, ingrese un correo válido.',
  passwordRule: 'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial.',
  passwordTooLong: 'La contraseña no puede tener más de 72 caracteres.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  nameTooLong: 'Este campo no puede tener más de 60 caracteres.',
  currentPassword: 'Escribe tu contraseña actual.',
  invalidLink: 'El enlace no es válido. Pide uno nuevo a quien administra el sitio.',
  valid: '¡Todo bien!',
} as const;
