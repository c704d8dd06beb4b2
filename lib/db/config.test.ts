import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeConfig } from './config';

describe('storeConfig: the engine, picked once from the environment', () => {
  it('is the SQLite file when DATABASE_URL is unset or blank', () => {
    expect(storeConfig({})).toEqual({ engine: 'sqlite', file: path.resolve('.data/crepivara.db') });
    expect(storeConfig({ DATABASE_URL: '  ', DATABASE_PATH: '/srv/tienda.db' })).toEqual({ engine: 'sqlite', file: '/srv/tienda.db' });
  });

  it('is PostgreSQL for a postgres:// or postgresql:// address', () => {
    expect(storeConfig({ DATABASE_URL: 'postgres://tienda:clave@db:5432/crepivara' })).toEqual({
      engine: 'postgres',
      url: 'postgres://tienda:clave@db:5432/crepivara',
    });
    expect(storeConfig({ DATABASE_URL: ' postgresql://db/crepivara ' })).toEqual({ engine: 'postgres', url: 'postgresql://db/crepivara' });
  });

  it('refuses any other address, saying what it must be', () => {
    expect(() => storeConfig({ DATABASE_URL: 'mysql://db/crepivara' })).toThrow(/DATABASE_URL must be a postgres:\/\/ address/);
    expect(() => storeConfig({ DATABASE_URL: 'file:.data/crepivara.db' })).toThrow(/leave it unset to use the SQLite file/);
  });
});
