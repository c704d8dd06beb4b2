import { expect, it } from 'vitest';
import { displayPhone } from './phone';

it('writes eight digits as Costa Ricans do, and anything else as it is', () => {
  expect(displayPhone('88887777')).toBe('8888-7777');
  expect(displayPhone('')).toBe('');
  expect(displayPhone('5068888')).toBe('5068888');
});
