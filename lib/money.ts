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
