import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StoredPhoto } from '@/lib/photos/sources';
import { StoredPicture } from './stored-picture';

const photo: StoredPhoto = {
  id: 'feedc0ffee123456',
  width: 960,
  height: 720,
  widths: [160, 320, 480, 640, 960],
  focus: { x: 0.8, y: 0.4 },
  placeholder: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E",
};
const sizes = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 107px';

function render(props: Partial<Parameters<typeof StoredPicture>[0]> = {}) {
  const markup = renderToStaticMarkup(createElement(StoredPicture, { photo, alt: 'Capiberry', sizes, ...props }));
  return new DOMParserLite(markup);
}

/** Enough of the markup's structure to read attributes, without a DOM. */
class DOMParserLite {
  constructor(readonly markup: string) {}
  tags(name: string): Array<Record<string, string>> {
    return [...this.markup.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
      Object.fromEntries(
        [...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((attribute) => [
          attribute[1]!,
          attribute[2]!.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
        ]),
      ),
    );
  }
}

describe('StoredPicture', () => {
  it('offers AVIF then WebP at every stored width, lazily, over the blurred placeholder, the focal point in view', () => {
    const page = render();
    expect(page.markup).toMatch(/^<picture class="contents"><source type="image\/avif"[^>]*\/><source type="image\/webp"[^>]*\/><img [^>]*\/><\/picture>$/);
    const [avif, webp] = page.tags('source');
    expect(avif).toEqual({ type: 'image/avif', srcSet: expect.any(String), sizes });
    expect(avif?.srcSet?.split(', ')).toEqual(photo.widths.map((w) => `/fotos/${photo.id}-${w}.avif ${w}w`));
    expect(webp?.srcSet?.split(', ')).toEqual(photo.widths.map((w) => `/fotos/${photo.id}-${w}.webp ${w}w`));
    const [img] = page.tags('img');
    expect(img).toMatchObject({
      src: `/fotos/${photo.id}-640.webp`,
      alt: 'Capiberry',
      width: '960',
      height: '720',
      loading: 'lazy',
      decoding: 'async',
      'data-fallback': '/images/menu/fallback.svg',
    });
    const style = img!.style ?? '';
    expect(style).toContain(`background-image:url("${photo.placeholder}")`);
    expect(style).toContain('background-size:cover');
    expect(style).toContain('object-position:80% 40%');
  });

  it('loads at once when eager, and falls back to the product illustration', () => {
    const [img] = render({ loading: 'eager', fetchPriority: 'high', fallback: '/images/menu/capiberry.webp' }).tags('img');
    expect(img).toMatchObject({ loading: 'eager', fetchPriority: 'high', 'data-fallback': '/_next/image?url=%2Fimages%2Fmenu%2Fcapiberry.webp&w=640&q=75' });
  });
});
