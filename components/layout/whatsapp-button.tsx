import { whatsappLink } from '@/lib/config';
import { shop } from '@/lib/shop';
import { WhatsAppIcon } from '@/components/ui/icons';

// The spec's floating WhatsApp button. Rendered on the server and handed to the cart bar, which
// places it at the end of the bar (never over the page) and leaves it out on /orders, where the
// order's own WhatsApp button is the one to press.
export function WhatsAppButton() {
  return (
    <a
      href={whatsappLink(shop.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
      title="Escríbenos por WhatsApp"
      className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full bg-whatsapp px-2 font-extrabold text-[#053d1c] shadow-md shadow-black/20 transition-transform hover:scale-105 sm:h-12 sm:min-w-12 sm:px-2.5"
    >
      <WhatsAppIcon />
      {/* Shown while the bar holds nothing else (app/globals.css): then it says what it is for. */}
      <span className="whatsapp-label hidden pr-1.5">Escríbenos</span>
    </a>
  );
}
