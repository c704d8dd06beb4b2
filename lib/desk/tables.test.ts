import { describe, expect, it } from 'vitest';
import { isLocalSite, parseTableRange, tablePages, tableUrl } from './tables';

describe('parseTableRange', () => {
  it('defaults to tables 1-12 and reads whole numbers', () => {
    expect(parseTableRange({})).toEqual({ ok: true, desde: 1, hasta: 12 });
    expect(parseTableRange({ desde: '3', hasta: '8' })).toEqual({ ok: true, desde: 3, hasta: 8 });
    expect(parseTableRange({ desde: '', hasta: ' 20 ' })).toEqual({ ok: true, desde: 1, hasta: 20 });
    expect(parseTableRange({ desde: '940', hasta: '999' })).toEqual({ ok: true, desde: 940, hasta: 999 });
  });

  it('refuses what is not a table number, with the reason in Spanish', () => {
    for (const params of [{ desde: 'abc' }, { hasta: '5000' }, { desde: '0' }, { desde: '2.5' }, { desde: '-3' }, { hasta: ['1', '2'] }]) {
      expect(parseTableRange(params), JSON.stringify(params)).toEqual({ ok: false, message: 'Escribe números enteros de mesa entre 1 y 999.' });
    }
    expect(parseTableRange({ desde: '9', hasta: '2' })).toEqual({ ok: false, message: '«Desde» no puede ser mayor que «Hasta».' });
    expect(parseTableRange({ desde: '1', hasta: '61' })).toEqual({ ok: false, message: 'Una hoja lleva como mucho 60 mesas: imprime el resto en otra.' });
    expect(parseTableRange({ desde: '1', hasta: '60' }).ok).toBe(true);
  });
});

describe('tablePages', () => {
  it('puts six tables on each printed page, the rest on the last', () => {
    expect(tablePages(1, 12)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12],
    ]);
    expect(tablePages(3, 8)).toEqual([[3, 4, 5, 6, 7, 8]]);
    expect(tablePages(5, 5)).toEqual([[5]]);
    expect(tablePages(1, 14).map((page) => page.length)).toEqual([6, 6, 2]);
    expect(tablePages(1, 60)).toHaveLength(10);
  });
});

describe('table links', () => {
  it('opens the menu with the table, on the configured site', () => {
    expect(tableUrl('http://localhost:3000', 7)).toBe('http://localhost:3000/menu?mesa=7');
    expect(tableUrl('https://crepivara.cr/', 12)).toBe('https://crepivara.cr/menu?mesa=12');
  });

  it('knows when the site is this computer', () => {
    for (const site of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://app.localhost', 'http://[::1]:3000'])
      expect(isLocalSite(site), site).toBe(true);
    for (const site of ['https://crepivara.cr', 'http://192.168.1.20:3000']) expect(isLocalSite(site), site).toBe(false);
  });
});
