import { describe, expect, it } from 'vitest';
import { movedOnePlace } from './reorder';

describe('movedOnePlace', () => {
  const list = ['Crepas', 'Waffles', 'Bebidas'] as const;

  it('moves an entry one place up or down, leaving the list it was given alone', () => {
    expect(movedOnePlace(list, 1, -1)).toEqual(['Waffles', 'Crepas', 'Bebidas']);
    expect(movedOnePlace(list, 1, 1)).toEqual(['Crepas', 'Bebidas', 'Waffles']);
    expect(list).toEqual(['Crepas', 'Waffles', 'Bebidas']);
  });

  it('the first cannot go up nor the last down, and an index outside the list changes nothing', () => {
    expect(movedOnePlace(list, 0, -1)).toEqual(list);
    expect(movedOnePlace(list, 2, 1)).toEqual(list);
    expect(movedOnePlace(list, 5, -1)).toEqual(list);
    expect(movedOnePlace([], 0, 1)).toEqual([]);
  });
});
