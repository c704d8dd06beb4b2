// The line under every field where a password is chosen (register, activation, "Mi cuenta"; spec
// section 5): the whole rule with the special characters that count, before anything is typed, and which typed character the rule does not allow, as it is
// typed, so "Crepas-2026-guapiles" or "Guápiles2026!" are not refused by surprise. The rule and its
// message stay the spec's (./auth.ts); this only explains them.

/** The spec's special characters, in its order. */
const SPECIALS = ['@', '$', '!', '%', '*', '?', '&'];
const ALLOWED = /^[A-Za-z\d@$!%*?&]$/;

export const PASSWORD_RULES_HINT = `Mínimo 8 caracteres, con una mayúscula, una minúscula, un número y un carácter especial: ${SPECIALS.join(' ')}`;

/** The characters of `password` the rule does not allow, each once, in the order typed. */
export function disallowedCharacters(password: string): string[] {
  return [...new Set([...password].filter((character) => !ALLOWED.test(character)))];
}

const named = (character: string) => (/\s/.test(character) ? 'espacios' : `«${character}»`);

/** "a, b ni c" */
function list(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ni ${names.at(-1)}`;
}

/** What the line says now, and whether it points at a problem. */
export function passwordHint(password: string): { text: string; problem: boolean } {
  const wrong = disallowedCharacters(password);
  if (wrong.length === 0) return { text: PASSWORD_RULES_HINT, problem: false };
  const names = [...new Set(wrong.map(named))];
  const verb = names.length === 1 && names[0] !== 'espacios' ? 'permite' : 'permiten';
  return { text: `No se ${verb} ${list(names)}. Usa solo letras sin tildes ni ñ, números y ${SPECIALS.join(' ')}`, problem: true };
}
