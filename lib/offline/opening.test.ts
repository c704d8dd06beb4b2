import { describe, expect, it } from 'vitest';
import { openingAnswer, readOpeningAnswer } from './opening';

describe('the opening moment between server and worker', () => {
  it('goes through the answer unchanged', () => {
    const opensAt = Date.parse('2099-01-01T00:00:00-06:00');
    expect(openingAnswer(opensAt)).toEqual({ success: true, data: { apertura: '2099-01-01T06:00:00.000Z' } });
    expect(readOpeningAnswer(openingAnswer(opensAt))).toBe(opensAt);
    expect(readOpeningAnswer(openingAnswer(null))).toBeNull();
  });

  it('reads anything else as open', () => {
    for (const body of [null, 'x', 42, {}, { data: null }, { data: { apertura: 'mañana' } }, { data: { apertura: 5 } }]) {
      expect(readOpeningAnswer(body), JSON.stringify(body)).toBeNull();
    }
  });
});
