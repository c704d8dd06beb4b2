/** Lower-cases and strips accents so "Piña" matches "pina" and "Frías" matches "frias". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}
