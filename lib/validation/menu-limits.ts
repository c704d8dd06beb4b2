// The limits of the owner's menu and hours that the desk's pages check as the owner types, without
// zod: the desk imports them at load, and zod would come with them (about 19 KiB of JavaScript on
// every desk page). ./menu.ts builds the route handlers' schemas on them.

export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 300;
export const INGREDIENTS_MAX = 12;
export const OPTION_MAX = 30;
export const CATEGORY_NAME_MAX = 40;

/** "11:00", "20:30": a time of the week's hours. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Why a day's ranges cannot be kept ("Lunes: ..."), or null. The form shows it beside the day. */
export function dayProblem(ranges: readonly { abre: string; cierra: string }[]): string | null {
  if (ranges.length > 2) return 'Como máximo dos turnos por día.';
  for (const range of ranges) {
    if (!TIME.test(range.abre) || !TIME.test(range.cierra)) return 'Escribe las horas como 11:00 o 20:30.';
    if (range.abre === range.cierra) return 'La hora de cierre debe ser distinta de la de apertura.';
  }
  const [first, second] = ranges;
  if (first && second) {
    const crosses = (range: { abre: string; cierra: string }) => minutesOf(range.cierra) < minutesOf(range.abre);
    if (crosses(first) || minutesOf(second.abre) < minutesOf(first.cierra)) return 'El segundo turno debe empezar después de que termine el primero.';
  }
  return null;
}
