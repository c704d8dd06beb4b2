import { describe, expect, it } from 'vitest';
import { ALL, inCategory, showingLine } from '@/lib/menu/filters';
import { seedProducts } from '@/lib/menu/seed';
import { searchMenu, searchTerms, searchWords, withinOneEdit } from './search';

const ids = (query: string, category: Parameters<typeof inCategory>[1] = ALL) =>
  inCategory(searchMenu(seedProducts(), query), category).map((product) => product.id);

describe('menu search', () => {
  it('"Crepa" and "crepas" find the 6 crepes first (the category counts, plurals fold), the name that says it on top', () => {
    // Then what only its description mentions: a batido, a coffee and the topping "para tu crepa".
    expect(ids('Crepa')).toEqual([6, 5, 7, 8, 9, 10, 12, 18, 31]);
    expect(ids('crepas')).toEqual(ids('Crepa'));
  });

  it('reads natural searches: little words are ignored, every other word must match', () => {
    // The crepes with Nutella, whichever way it is asked.
    expect(ids('crepa de nutela')).toEqual([8, 10]);
    expect(ids('crepa con nutella')).toEqual([8, 10]);
    expect(ids('una crepa con Nutella y helado')).toEqual([8, 10]);
    expect(ids('el batido de la fresa')).toEqual([11, 12]);
    // "sin" is one of them: what follows it must still match.
    expect(ids('crepa sin fruta')[0]).toBe(6);
    expect(ids('crepa de lasaña')).toEqual([]);
  });

  it('keeps the little words when nothing else was typed', () => {
    expect(ids('con')[0]).toBe(18); // Café con leche
    expect(ids('de')).not.toHaveLength(30);
  });

  it('ranks by how well a product matches: its name, then its category and ingredients, then its description', () => {
    expect(ids('nutella')).toEqual([34, 8, 10]); // the extra called Nutella first
    expect(ids('helado')[0]).toBe(20); // "Helado con gelatina", before the crepes with ice cream
    expect(ids('mango')).toEqual([15]);
    // A description is read too: "chamoy" is only in the Mangonadas' ingredients and text.
    expect(ids('picantito')).toEqual([15]);
  });

  it('reads descriptions only for words of 3 letters or more ("té" is not "te guste")', () => {
    expect(ids('té')).toEqual([16]);
    expect(ids('te')).toEqual([16]);
  });

  it('forgives one typo in a word of 5 letters or more', () => {
    expect(ids('nutela')).toEqual([34, 8, 10]); // the extra itself, and Nutella in two crepes
    expect(ids('capiorio')).toEqual([9]); // CapiOreo
    expect(ids('helaod')).toEqual(ids('helado')); // swapped letters
    expect(ids('frresa')).toEqual(ids('fresa')); // one letter too many
  });

  it('reads short words exactly: no typo below 5 letters', () => {
    expect(ids('caf')).toEqual([14, 17, 18]);
    expect(ids('té')).toEqual([16]);
    expect(ids('kiwu')).toEqual([]);
  });

  it('tries a typo only when the word matches nothing as typed', () => {
    // "crema" is a real word of the menu (Crema chantilly): it does not become "crepa".
    expect(ids('crema')).toEqual([10]);
  });

  it('needs every word, ignores accents, case and punctuation', () => {
    expect(ids('CAFÉ negro')).toEqual([17]);
    expect(ids('  batido, PIÑA ')).toEqual([11, 12]);
    expect(ids('batido lasaña')).toEqual([]);
    expect(ids('')).toHaveLength(30);
    expect(ids('   ')).toHaveLength(30);
  });

  it('works within a category', () => {
    expect(ids('crepa', 'Extras')).toEqual([31]);
    expect(ids('nutela', 'Extras')).toEqual([34]);
    expect(ids('nutela', 'Granizados')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  it('allows one insertion, deletion, substitution or swap, and no more', () => {
    expect(withinOneEdit('nutela', 'nutella')).toBe(true);
    expect(withinOneEdit('nutella', 'nutela')).toBe(true);
    expect(withinOneEdit('capiorio', 'capioreo')).toBe(true);
    expect(withinOneEdit('helaod', 'helado')).toBe(true);
    expect(withinOneEdit('helado', 'helado')).toBe(true);
    expect(withinOneEdit('hlaod', 'helado')).toBe(false);
    expect(withinOneEdit('mango', 'manzana')).toBe(false);
  });

  it('splits words on anything that is not a letter or a digit', () => {
    expect(searchWords('Batido natural (en agua)')).toEqual(['batido', 'natural', 'en', 'agua']);
  });
});

describe('searchTerms', () => {
  it('drops the little words of a natural search, unless nothing else is left', () => {
    expect(searchTerms('Crepa de Nutela')).toEqual(['crepa', 'nutela']);
    expect(searchTerms('el la los las un una y con sin de del en al')).toEqual([
      'el',
      'la',
      'los',
      'las',
      'un',
      'una',
      'y',
      'con',
      'sin',
      'de',
      'del',
      'en',
      'al',
    ]);
    expect(searchTerms('crepa con y sin')).toEqual(['crepa']);
    expect(searchTerms('té')).toEqual(['te']);
    expect(searchTerms('  ')).toEqual([]);
  });
});

describe('showingLine while searching', () => {
  it('says how many results for what, and within which category', () => {
    expect(showingLine(ALL, 3, 'nutela')).toBe('Mostrando: 3 resultados para «nutela»');
    expect(showingLine(ALL, 1, ' capiorio ')).toBe('Mostrando: 1 resultado para «capiorio»');
    expect(showingLine('Extras', 1, 'nutela')).toBe('Mostrando: 1 resultado para «nutela» en Extras');
    expect(showingLine('Crepas', 6, '  ')).toBe('Mostrando: Crepas (6 productos)');
  });
});
