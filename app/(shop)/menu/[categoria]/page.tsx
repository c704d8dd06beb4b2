import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { categories } from '@/data/menu';
import { MenuPage, menuMetadata } from '@/components/menu/menu-page';
import { ALL_SLUG, categorySlug, isMenuSlug } from '@/lib/menu/filters';

// /menu and /menu?categoria=..., served from Next's cache: those addresses are rewritten here
// (lib/menu/rewrite.ts), one cached page per category. The shop layout's
// `revalidate` and every owner change renew them (docs/decisions/094-cached-shop-pages.md).
// A category the owner adds is rendered on its first visit and kept the same way.

export function generateStaticParams() {
  return [ALL_SLUG, ...categories.map(categorySlug)].map((categoria) => ({ categoria }));
}

export async function generateMetadata({ params }: PageProps<'/menu/[categoria]'>): Promise<Metadata> {
  const { categoria } = await params;
  return menuMetadata(categoria === ALL_SLUG ? undefined : categoria);
}

export default async function CachedMenuPage({ params }: PageProps<'/menu/[categoria]'>) {
  const { categoria } = await params;
  if (!isMenuSlug(categoria)) notFound();
  const all = categoria === ALL_SLUG;
  return <MenuPage categoria={all ? undefined : categoria} query="" address={all ? '' : `categoria=${categoria}`} />;
}
