/** Lower-cases and strips accents so "Piña" matches "pina" and "Frías" matches "frias". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** One clean line: control characters and line breaks become spaces, runs of spaces fold, capped. */
export function oneLine(raw: string, max: number): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}
