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
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-whatsapp text-[#053d1c] shadow-md shadow-black/20 transition-transform hover:scale-105"
    >
      <WhatsAppIcon />
    </a>
  );
}
