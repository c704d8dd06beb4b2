import { weeklyHours } from '@/data/hours';
import { CartBar } from '@/components/cart/cart-bar';
import { ShopStatus } from '@/components/shop-hours/shop-status';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { currentClosure } from '@/lib/menu/server';
import { shopStatus } from '@/lib/shop-hours/status';

// The shop's static pages are regenerated at most a minute apart (and at once when the owner
// changes the closure), so the closure they carry is never old; the home page and /menu are
// rendered per request anyway.
export const revalidate = 60;

export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  const closure = await currentClosure();
  // eslint-disable-next-line react-hooks/purity -- a static page's first guess, redone in the browser
  const now = Date.now();
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-brand focus:px-4 focus:py-2 focus:text-brand-ink"
      >
        Saltar al contenido
      </a>
      <Navbar />
      <ShopStatus initial={shopStatus(now, weeklyHours, closure)} closure={closure} />
      <main id="contenido" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <CartBar whatsapp={<WhatsAppButton />} />
    </>
  );
}
