import { describe, expect, it } from 'vitest';
import { closedDoor, closeDoor } from './admission';

describe('the door the production entry keeps', () => {
  it('is shut for one method and path until its time, whatever the query, then opens again', () => {
    const now = 1_000_000;
    closeDoor('POST /api/prueba', { until: now + 5000, status: 503, message: 'Ocupado.' });
    expect(closedDoor('POST', '/api/prueba?x=1', now)).toEqual({ until: now + 5000, status: 503, message: 'Ocupado.' });
    expect(closedDoor('GET', '/api/prueba', now)).toBeNull();
    expect(closedDoor('POST', '/api/prueba/otra', now)).toBeNull();
    expect(closedDoor('POST', '/api/prueba', now + 5000)).toBeNull();
  });

  it('keeps the longer of two closures', () => {
    const now = 2_000_000;
    closeDoor('POST /api/otra', { until: now + 60_000, status: 429, message: 'Techo.' });
    closeDoor('POST /api/otra', { until: now + 1000, status: 503, message: 'Ocupado.' });
    expect(closedDoor('POST', '/api/otra', now + 2000)).toMatchObject({ status: 429, message: 'Techo.' });
  });
});
