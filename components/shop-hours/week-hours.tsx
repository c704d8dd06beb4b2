import { closureSentence, type Closure, type WeeklyHours } from '@/lib/shop-hours/status';
import { weekGroups } from '@/lib/shop-hours/week';

type Props = {
  hours: WeeklyHours;
  closure: Closure;
  /** The list's accessible name ("Horario"). */
  label: string;
  className?: string;
  closureClassName?: string;
};

/**
 * The owner's week grouped ("Lun a dom: 11:00 a. m. - 8:00 p. m.") and the closure, if any. A
 * Server Component: the footer and /aboutus carry the text, not the code that writes it.
 */
export function WeekHours({ hours, closure, label, className, closureClassName }: Props) {
  return (
    <>
      <ul aria-label={label} className={className}>
        {weekGroups(hours).map(({ dias, horas }) => (
          <li key={dias}>
            {dias}: {horas}
          </li>
        ))}
      </ul>
      {closure && <p className={closureClassName}>{closureSentence(closure.reabre)}</p>}
    </>
  );
}
