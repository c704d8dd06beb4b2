import type { WeeklyHours } from '@/lib/hours/status';

// When the shop is open, Costa Rica time, by weekday (0 = domingo ... 6 = sábado; null = closed
// all day; a closing time at or before the opening one closes after midnight). Lun-Dom
// 11:00-20:00 as the footer says (shared/shop.md, spec section 9; the about page keeps its own
// 9 PM text). For the owner to confirm (docs/desk.md).
export const weeklyHours: WeeklyHours = [
  { abre: '11:00', cierra: '20:00' },
  { abre: '11:00', cierra: '20:00' },
  { abre: '11:00', cierra: '20:00' },
  { abre: '11:00', cierra: '20:00' },
  { abre: '11:00', cierra: '20:00' },
  { abre: '11:00', cierra: '20:00' },
  { abre: '11:00', cierra: '20:00' },
];
