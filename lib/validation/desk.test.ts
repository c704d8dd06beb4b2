import { describe, expect, it } from 'vitest';
import { fieldErrors } from './zod';
import { availabilityBodySchema, deskMessages, hoursBodySchema } from './desk';

const errorsOf = (schema: typeof availabilityBodySchema | typeof hoursBodySchema, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : fieldErrors(parsed.error);
};

describe('the desk bodies', () => {
  it('accept exactly { disponible: boolean }, any other shape beside the field', () => {
    expect(availabilityBodySchema.parse({ disponible: false })).toEqual({ disponible: false });
    for (const bad of [{}, { disponible: 'false' }, { disponible: 0 }, { disponible: true, id: 9 }]) {
      expect(errorsOf(availabilityBodySchema, bad), JSON.stringify(bad)).toEqual({ disponible: deskMessages.disponible });
    }
  });

  it('accept exactly { reabre: string | null }', () => {
    expect(hoursBodySchema.parse({ reabre: null })).toEqual({ reabre: null });
    expect(hoursBodySchema.parse({ reabre: '2026-12-09' })).toEqual({ reabre: '2026-12-09' });
    for (const bad of [{}, { reabre: 5 }, { hasta: '2026-12-09' }, { reabre: null, extra: 1 }]) {
      expect(errorsOf(hoursBodySchema, bad), JSON.stringify(bad)).toEqual({ reabre: 'Elige una fecha válida.' });
    }
  });
});
