import type { Metadata } from 'next';
import { connection } from 'next/server';
import { MenuPage, menuMetadata } from '@/components/menu/menu-page';
import { menuQuery } from '@/lib/menu/filters';

// /menu with a search in its address (?q=), rendered per request so the search is applied in the
// HTML. Every other /menu address is served from the cache: it is rewritten to its category's
// page, ./[categoria] (lib/menu/rewrite.ts).

/** Next's search params as the browser's URLSearchParams, repeated keys kept. */
function addressParams(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const one of [value ?? []].flat()) search.append(key, one);
  return search;
}

const oneValue = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ searchParams }: PageProps<'/menu'>): Promise<Metadata> {
  return menuMetadata(oneValue((await searchParams).categoria));
}

export default async function SearchedMenuPage({ searchParams }: PageProps<'/menu'>) {
  await connection();
  const params = await searchParams;
  const address = addressParams(params);
  // The first `q`, as the browser's search box reads it (MenuBrowser).
  return <MenuPage categoria={oneValue(params.categoria)} query={address.get('q') ?? ''} address={menuQuery(address)} />;
}
