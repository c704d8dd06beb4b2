import { describe, expect, it } from 'vitest';
import { assetUrls, isNoindex, scriptUrls } from './weight.mjs';

const base = 'http://127.0.0.1:4000/menu';

describe('scriptUrls', () => {
  it('lists external scripts once, resolved, and leaves out nomodule polyfills and inline scripts', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      "<script async src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>",
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join('');
    expect(scriptUrls(html, base)).toEqual(['http://127.0.0.1:4000/_next/static/chunks/a.js', 'http://127.0.0.1:4000/_next/static/chunks/b.js?v=1&x=2']);
  });
});

describe('isNoindex', () => {
  it('reads the robots meta tag only', () => {
    expect(isNoindex('<meta name="robots" content="noindex, nofollow"/>')).toBe(true);
    expect(isNoindex('<meta content="noindex" name="robots">')).toBe(true);
    expect(isNoindex('<meta name="robots" content="index, follow"/>')).toBe(false);
    expect(isNoindex('<meta name="description" content="noindex is a word"/>')).toBe(false);
  });
});

describe('assetUrls', () => {
  it('collects same-origin img src, every srcset candidate and stylesheets', () => {
    const html = [
      '<img src="/_next/image?url=%2Fa.webp&amp;w=828&amp;q=75" srcSet="/_next/image?url=%2Fa.webp&amp;w=390&amp;q=75 390w, /_next/image?url=%2Fa.webp&amp;w=828&amp;q=75 828w"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>',
      '<link rel="icon" href="/icon.svg"/>',
      '<img src="https://elsewhere.example/b.png"/>',
    ].join('');
    expect(assetUrls(html, base)).toEqual([
      'http://127.0.0.1:4000/_next/image?url=%2Fa.webp&w=828&q=75',
      'http://127.0.0.1:4000/_next/image?url=%2Fa.webp&w=390&q=75',
      'http://127.0.0.1:4000/_next/static/chunks/x.css',
    ]);
  });
});
