import { AppLink } from '@/components/ui/app-link';
import { displayPhone, phoneHref, socialLinks } from '@/lib/config';
import { fullAddress, shop } from '@/lib/shop';
import type { Closure, WeeklyHours } from '@/lib/shop-hours/status';
import { WeekHours } from '@/components/shop-hours/week-hours';
import { Wordmark } from './logo';
import { SocialIcon } from '@/components/ui/icons';

/** `hours` and `closure` are the owner's, as the shop layout read them from the store. */
export function Footer({ hours, closure }: { hours: WeeklyHours; closure: Closure }) {
  return (
    <footer className="mt-16 border-t border-line bg-surface pb-[calc(5rem+env(safe-area-inset-bottom))] text-ink-2">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2">
            <Wordmark size={48} tone="ink" />
          </p>
          <p className="mt-2 text-sm">{shop.tagline} en el corazón de Guápiles.</p>
        </div>
        <div>
          <h2 className="font-bold text-ink">Visítanos</h2>
          <address className="mt-2 text-sm not-italic">
            {fullAddress}
            <br />
            {shop.address.landmark[0]?.toUpperCase()}
            {shop.address.landmark.slice(1)}
          </address>
        </div>
        <div>
          <h2 className="font-bold text-ink">Contacto</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              Teléfono:{' '}
              <a className="underline underline-offset-2 hover:text-ink" href={phoneHref}>
                {displayPhone()}
              </a>
            </li>
            <li>
              Correo:{' '}
              <a className="underline underline-offset-2 hover:text-ink" href={`mailto:${shop.email}`}>
                {shop.email}
              </a>
            </li>
            <li>
              Horario:
              <WeekHours hours={hours} closure={closure} label="Horario" className="font-semibold" closureClassName="font-semibold text-off" />
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-bold text-ink">Síguenos</h2>
          <ul className="mt-2 flex gap-2">
            {socialLinks.map(({ name, href }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} de CrepiVara (se abre en una pestaña nueva)`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-surface-2 text-ink hover:bg-brand hover:text-brand-ink"
                >
                  <SocialIcon name={name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="px-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} CrepiVara · Hecho con cariño en Guápiles, Costa Rica
        {/* Hidden while signed in (html[data-signed-in], app/globals.css): the navbar has the account. */}
        <span className="footer-login">
          {' · '}
          <AppLink href="/login" className="underline underline-offset-2 hover:text-ink">
            Ingresar
          </AppLink>
        </span>
      </p>
    </footer>
  );
}
