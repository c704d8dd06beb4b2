type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** 'HH:MM' on a 24-hour clock: a typo such as '8:00' below fails the typecheck. */
type HourMinute = `${'0' | '1' | '2'}${Digit}:${'0' | '1' | '2' | '3' | '4' | '5'}${Digit}`;
type DayHours = { abre: HourMinute; cierra: HourMinute };
/** A day's openings: none (closed all day), one range, or two (a break at midday). */
type Day = readonly DayHours[];
/** Index 0 = domingo ... 6 = sábado (getDay order). */
export type SeedWeeklyHours = readonly [Day, Day, Day, Day, Day, Day, Day];

// When the shop is open, Costa Rica time, by weekday (0 = domingo ... 6 = sábado; [] = closed all
// day; a closing time at or before the opening one closes after midnight). Every day 11:00-20:00,
// the spec footer's reading. Only the store's seed: the owner edits the week in the desk's
// "Horario", and every page shows the stored week (docs/menu.md).
export const weeklyHours: SeedWeeklyHours = [
  [{ abre: '11:00', cierra: '20:00' }],
  [{ abre: '11:00', cierra: '20:00' }],
  [{ abre: '11:00', cierra: '20:00' }],
  [{ abre: '11:00', cierra: '20:00' }],
  [{ abre: '11:00', cierra: '20:00' }],
  [{ abre: '11:00', cierra: '20:00' }],
  [{ abre: '11:00', cierra: '20:00' }],
];
