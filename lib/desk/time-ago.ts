// "hace 3 minutos": how long ago a desk change was, in Spanish, rounded down.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function count(value: number, one: string, many: string): string {
  return `hace ${value} ${value === 1 ? one : many}`;
}

export function timeAgo(at: number, now: number): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'hace unos segundos';
  if (elapsed < HOUR) return count(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return count(Math.floor(elapsed / HOUR), 'hora', 'horas');
  return count(Math.floor(elapsed / DAY), 'día', 'días');
}

/** The line under each desk section: "Último cambio: Vara, hace 3 minutos" (or none yet). */
export function lastChangeLine(change: { nombre: string; at: number } | null, now: number): string {
  return change ? `Último cambio: ${change.nombre}, ${timeAgo(change.at, now)}` : 'Último cambio: ninguno todavía';
}
