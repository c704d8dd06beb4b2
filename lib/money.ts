// Colones have no cents on the menu. Grouping is done by hand (es-CR style: a no-break
// space every three digits) so the server, every browser and the WhatsApp message agree
// to the character, whatever ICU data each one ships.
const GROUP_SEPARATOR = '\u00a0';

/** 5900 -> "₡5 900" (no-break space), 350 -> "₡350". */
export function formatColones(amount: number): string {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0);
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return `${rounded < 0 ? '-' : ''}₡${grouped}`;
}

/** Each way an amount is grouped here: "2.100", "2,100", "2 100" (a space of any width), "2'100". */
const GROUPED = /^\d{1,3}(?:([.,' \u00a0\u202f])\d{3})(?:\1\d{3})*$/;

/**
 * Whole colones as people here type them: "2100", "2 100", "2.100", "₡2.100", "CRC 2100", the cent sign for the colón,
 * with zero cents allowed ("2.100,00", "2100.00"). Null for anything else: cents that are not zero,
 * mixed or misplaced separators, signs, letters. The range is the caller's to check.
 */
export function parseColones(typed: string): number | null {
  let text = typed.trim().replace(/^(?:₡|\u00a2|crc)\s*/i, '');
  // Two digits after the last separator are cents (a thousands group has three), set apart by the
  // mark the groups do not use.
  const cents = /^(.+)([.,])(\d{2})$/.exec(text);
  if (cents) {
    if (cents[3] !== '00' || cents[1]!.includes(cents[2]!)) return null;
    text = cents[1]!;
  }
  if (!/^\d+$/.test(text) && !GROUPED.test(text)) return null;
  const amount = Number(text.replace(/\D/g, ''));
  return Number.isSafeInteger(amount) ? amount : null;
}
