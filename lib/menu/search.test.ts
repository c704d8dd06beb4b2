import { describe, expect, it } from 'vitest';
import { ALL, filterProducts, showingLine } from '@/lib/menu/filters';
import { getProducts } from '@/lib/menu/server';
import { searchWords, withinOneEdit } from './search';

const ids = (query: string, category: Parameters<typeof filterProducts>[1] = ALL) => filterProducts(getProducts(), category, query).map((product) => product.id);

describe('menu search', () => {
  it('"Crepa" and "crepas" find the 6 crepes (the category counts, plurals fold)', () => {
    expect(ids('Crepa')).toEqual([5, 6, 7, 8, 9, 10]);
    expect(ids('crepas')).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('forgives one typo in a word of 5 letters or more', () => {
    expect(ids('nutela')).toEqual([8, 10, 34]); // Nutella in two crepes, and the extra itself
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

describe('showingLine while searching', () => {
  it('says how many results for what, and within which category', () => {
    expect(showingLine(ALL, 3, 'nutela')).toBe('Mostrando: 3 resultados para «nutela»');
    expect(showingLine(ALL, 1, ' capiorio ')).toBe('Mostrando: 1 resultado para «capiorio»');
    expect(showingLine('Extras', 1, 'nutela')).toBe('Mostrando: 1 resultado para «nutela» en Extras');
    expect(showingLine('Crepas', 6, '  ')).toBe('Mostrando: Crepas (6 productos)');
  });
});
