import { CartBar } from '@/components/cart/cart-bar';
import { MenuFactsSeed } from '@/components/menu/menu-facts-seed';
import { ShopStatus } from '@/components/shop-hours/shop-status';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { currentMenuFacts } from '@/lib/menu/server';
import { shopStatus } from '@/lib/shop-hours/status';

// The shop's pages are served from Next's cache: rendered again at once after an owner's change,
// on every instance (lib/cache-handler.mjs), and at most five seconds apart anyway, so a day's
// switches reset at midnight and a lost announcement is made good (docs/decisions/094-cached-shop-pages.md).
export const revalidate = 5;

export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  // eslint-disable-next-line react-hooks/purity -- a static page's first guess, redone in the browser
  const now = Date.now();
  const facts = await currentMenuFacts(now);
  const closure = facts.cierre ? { reabre: facts.cierre } : null;
  return (
    <>
      <MenuFactsSeed facts={facts} />
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-brand focus:px-4 focus:py-2 focus:text-brand-ink"
      >
        Saltar al contenido
      </a>
      <Navbar />
      <ShopStatus initial={shopStatus(now, facts.horario, closure)} />
      <main id="contenido" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer hours={facts.horario} closure={closure} />
      <CartBar whatsapp={<WhatsAppButton />} />
    </>
  );
}
