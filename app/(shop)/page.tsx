import { AppLink } from '@/components/ui/app-link';
import { FIRST_SLIDE_PLACEHOLDER } from '@/components/home/first-slide-placeholder';
import { HeroSlider, type Slide } from '@/components/home/hero-slider';
import { Picture } from '@/components/menu/picture';
import { Logo } from '@/components/layout/logo';
import { ProductCard } from '@/components/menu/product-card';
import { surveyUrl } from '@/lib/config';
import { cardProduct } from '@/lib/menu/live';
import { currentOpeningHours, liveRecommendedProducts } from '@/lib/menu/server';
import { jsonLdScript, restaurantJsonLd } from '@/lib/structured-data';
import { brandButton } from '@/components/ui/brand-button';

const slideFacts = [
  {
    src: '/images/slider/slide-1.webp',
    alt: 'Crepas recién hechas con frutas, helado y Nutella',
    title: 'Crepas hechas al momento',
    text: 'Doraditas, rellenas de fruta fresca y con todo el cariño de la casa.',
  },
  {
    src: '/images/slider/slide-2.webp',
    alt: 'Batidos, granizados y bebidas frías',
    title: 'Bebidas bien frías',
    text: 'Batidos naturales, granizados y mangonadas para el calor de Guápiles.',
  },
  {
    src: '/images/slider/slide-3.webp',
    alt: 'Helados, waffles y fresas con crema',
    title: 'Helados, waffles y fresas',
    text: 'El antojo perfecto para compartir en familia.',
  },
];

// The first slide is the largest paint: preloaded from the head, high priority, and
// a 6 KB copy of it comes inside the HTML, painted with the page and covered by the sharp picture
// when that arrives: on a slow phone that request is a whole round trip after the HTML.
// The others are rendered only once the carousel has been on screen (hero-slider.tsx), then load
// lazily.
const slides: Slide[] = slideFacts.map((slide, index) => ({
  id: slide.src,
  title: slide.title,
  text: slide.text,
  picture: (
    <>
      {index === 0 && (
        // Decoded with the first paint (`sync`): decoded apart, it came a frame or more later, the
        // page's largest paint with it.
        // eslint-disable-next-line @next/next/no-img-element -- inline data, nothing to optimise
        <img src={FIRST_SLIDE_PLACEHOLDER} alt="" aria-hidden="true" decoding="sync" data-placeholder className="absolute inset-0 size-full object-cover" />
      )}
      <Picture
        src={slide.src}
        alt={slide.alt}
        fill
        sizes="(min-width: 1152px) 1120px, 100vw"
        preload={index === 0}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        className="object-cover"
      />
    </>
  ),
}));

// Served from Next's cache like /menu, renewed by the shop layout's `revalidate` and on every
// owner change, on every instance (docs/decisions/094-cached-shop-pages.md).
export default async function HomePage() {
  const [recommended, openingHours] = await Promise.all([liveRecommendedProducts(), currentOpeningHours()]);
  const restaurant = restaurantJsonLd(openingHours);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(restaurant) }} />
      <section className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-8 pb-12 lg:grid-cols-[1fr_1.2fr] lg:pt-14">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-bold text-ink-2 shadow-sm">
            <Logo size={24} className="size-6" />
            Crepería gourmet en Guápiles
          </p>
          <h1 className="mt-4 font-brand text-6xl leading-none font-bold text-ink sm:text-7xl">CrepiVara</h1>
          <p className="mt-4 max-w-md text-lg text-muted">
            Crepas artesanales, batidos, helados y waffles hechos al momento con ingredientes frescos de la zona. Pide desde tu mesa o desde tu casa por
            WhatsApp.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <AppLink href="/menu" className={brandButton('lg', 'shadow-lg shadow-brand/30 transition-colors')}>
              Ver menú
            </AppLink>
            {/* Same page: a plain anchor scrolls natively, however often it is clicked. */}
            <a href="#especialidades" className="rounded-full border-2 border-brand px-6 py-3 text-lg font-bold text-ink-2 hover:bg-surface-2">
              Especialidades
            </a>
          </div>
        </div>
        <HeroSlider slides={slides} />
      </section>

      <section id="especialidades" aria-labelledby="especialidades-titulo" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="especialidades-titulo" className="font-brand text-5xl font-bold text-balance text-ink">
          Especialidades de la casa
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-muted">Las favoritas de nuestros clientes. Si es tu primera vez, empieza por aquí.</p>
        <ul className="mt-6 grid gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {recommended.map((product) => (
            <li key={product.id}>
              <ProductCard product={cardProduct(product)} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <AppLink href="/menu" className={brandButton('lg', 'inline-block')}>
            Ver menú completo
          </AppLink>
        </p>
      </section>

      <section aria-labelledby="encuesta-titulo" className="mx-auto max-w-6xl px-4 py-8">
        <div className="rounded-[2rem] bg-gradient-to-br from-brand to-[#a21caf] p-8 text-white shadow-xl shadow-brand/25 sm:p-10 dark:from-[#4c1d95] dark:to-[#701a75]">
          <h2 id="encuesta-titulo" className="text-3xl font-extrabold">
            ¿Qué te pareció tu visita?
          </h2>
          <p className="mt-2 max-w-xl text-lg text-white/90">
            Tu opinión nos ayuda a mejorar cada crepa. Responde nuestra encuesta corta: te toma menos de un minuto.
          </p>
          <a
            href={surveyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-extrabold text-[#4c1d95] hover:bg-[#f3e8ff]"
          >
            Responder la encuesta
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </div>
      </section>
    </>
  );
}
