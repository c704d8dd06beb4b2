import { whatsappLink } from '@/lib/config';
import { shop } from '@/lib/shop';
import { WhatsAppIcon } from '@/components/ui/icons';

export function WhatsAppButton() {
  return (
    <a
      href={whatsappLink(shop.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
      title="Escríbenos por WhatsApp"
      className="whatsapp-fab fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-[#053d1c] shadow-lg shadow-black/25 ring-2 ring-white/70 transition-transform hover:scale-105 dark:ring-black/40"
    >
      <WhatsAppIcon />
    </a>
  );
}
