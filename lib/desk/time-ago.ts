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

/** A desk change's answer when the server could not be reached or gave no reason. */
export const DESK_SAVE_FAILED = 'No se pudo guardar el cambio. Revisa tu conexión e inténtalo de nuevo.';

/** The line after the owner's own change: "Último cambio: Vara, hace unos segundos". */
export function changedJustNow(nombre: string): string {
  return lastChangeLine({ nombre, at: 0 }, 0);
}

/** The line under each desk section: "Último cambio: Vara, hace 3 minutos" (or none yet). */
export function lastChangeLine(change: { nombre: string; at: number } | null, now: number): string {
  return change ? `Último cambio: ${change.nombre}, ${timeAgo(change.at, now)}` : 'Último cambio: ninguno todavía';
}
