import { describe, expect, it } from 'vitest';
import { costaRicaInstant } from '@/lib/costa-rica-time';
import { capiberryLine, teLine } from '@/test-fixtures/orders';
import { CSV_COLUMNS, csvCell, csvFileName, ordersCsv, type CsvOrder } from './csv';

/** An RFC 4180 reader, to check what a spreadsheet will see cell by cell. */
function readCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else if (char === '\n' || char === '\r' || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} at ${i}`);
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('the file must end with CRLF');
  return rows;
}

const capiberry = { ...capiberryLine, note: 'sin azúcar, "bien" dorada' };

const orders: CsvOrder[] = [
  {
    reference: 'K7Q2P',
    createdAt: costaRicaInstant(2026, 12, 5, 14, 5),
    fulfilment: { type: 'mesa', table: 7 },
    payment: { method: 'efectivo', cashAmount: 10000 },
    lines: [capiberry, teLine()],
    total: 7300,
    status: 'entregado',
  },
  {
    reference: 'ABCDE',
    createdAt: Date.UTC(2026, 11, 6, 5, 30), // 23:30 on 5 December in Costa Rica
    fulfilment: { type: 'domicilio', address: 'Del parque 200 m norte, casa azul', landmark: 'portón verde', phone: '88888888' },
    payment: { method: 'sinpe' },
    lines: [teLine({ quantity: 3 })],
    total: 2900,
    status: 'cancelado',
  },
];

describe('ordersCsv', () => {
  const text = ordersCsv(orders);

  it('is UTF-8 with a BOM (Excel reads the accents), CRLF lines, the header first', () => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Pedido,Fecha,Hora,Tipo,Mesa o dirección,Pago,Producto,Opciones,Extras,Nota,Cantidad,Precio unitario,Total línea,Total pedido,Estado',
    );
    expect(CSV_COLUMNS).toHaveLength(15);
  });

  it('writes one row per order line, the order\'s columns repeated, dates and hours in Costa Rica', () => {
    const rows = readCsv(text.slice(1));
    expect(rows).toHaveLength(1 + 3);
    expect(rows[1]).toEqual([
      'K7Q2P',
      '2026-12-05',
      '14:05',
      'Comer aquí',
      'Mesa 7',
      'Efectivo',
      'Capiberry',
      'Frutas: Fresa, Kiwi · Topping: Maní · Jarabe: Chocolate',
      'Topping, Nutella x2',
      'sin azúcar, "bien" dorada',
      '2',
      '3250',
      '6500',
      '7300',
      'Entregado',
    ]);
    expect(rows[2]).toEqual(['K7Q2P', '2026-12-05', '14:05', 'Comer aquí', 'Mesa 7', 'Efectivo', 'Té', '', '', '', '1', '800', '800', '7300', 'Entregado']);
    expect(rows[3]).toEqual([
      'ABCDE',
      '2026-12-05',
      '23:30',
      'A domicilio',
      'Del parque 200 m norte, casa azul (portón verde)',
      'SINPE Móvil',
      'Té',
      '',
      '',
      '',
      '3',
      '800',
      '2400',
      '2900',
      'Cancelado',
    ]);
  });

  it('quotes only what needs it: separators, quotes, line breaks', () => {
    const raw = text.slice(1).split('\r\n');
    expect(raw[1]).toContain(',"sin azúcar, ""bien"" dorada",');
    expect(raw[1]).toContain(',Capiberry,');
    expect(raw[3]).toContain(',"Del parque 200 m norte, casa azul (portón verde)",');
  });

  it('is only the header for no orders', () => {
    expect(readCsv(ordersCsv([]).slice(1))).toEqual([[...CSV_COLUMNS]]);
  });

  it('takes ";" for a spreadsheet set to Spanish, quoting ";" and leaving "," alone', () => {
    const semicolon = ordersCsv(orders, { separator: ';' });
    expect(semicolon.slice(1).split('\r\n')[0]).toBe(CSV_COLUMNS.join(';'));
    expect(semicolon).toContain(';Del parque 200 m norte, casa azul (portón verde);');
    expect(semicolon).toContain(';"sin azúcar, ""bien"" dorada";');
    expect(readCsv(semicolon.slice(1), ';')).toEqual(readCsv(text.slice(1)));
  });
});

describe('csvCell', () => {
  it('escapes quotes by doubling and quotes cells with separators, CR or LF (RFC 4180)', () => {
    expect(csvCell('di "hola"')).toBe('"di ""hola"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('a;b');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvCell('línea\r\nnueva')).toBe('"línea\r\nnueva"');
    expect(csvCell('')).toBe('');
    expect(csvCell(2900)).toBe('2900');
  });

  it('neutralises a cell a spreadsheet would run as a formula: = + - @ tab CR first (also their full-width forms)', () => {
    expect(csvCell('=HYPERLINK("http://x.test","clic")')).toBe('"\'=HYPERLINK(""http://x.test"",""clic"")"');
    expect(csvCell('+50688888888')).toBe("'+50688888888");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('sin =')).toBe('sin =');
    expect(csvCell(-5)).toBe('-5');
  });

  it('neutralises a note or an address sent by a customer inside the file', () => {
    const hostile: CsvOrder = { ...orders[0]!, lines: [teLine({ note: '=cmd|\' /C calc\'!A0' })], fulfilment: { type: 'domicilio', address: '@SUM(1+1)', landmark: '', phone: '' } };
    const [, row] = readCsv(ordersCsv([hostile]).slice(1));
    expect(row![4]).toBe("'@SUM(1+1)");
    expect(row![9]).toBe("'=cmd|' /C calc'!A0");
  });
});

describe('csvFileName', () => {
  it('names the day or the range', () => {
    expect(csvFileName({ from: '2026-12-05', to: '2026-12-05' })).toBe('pedidos-2026-12-05.csv');
    expect(csvFileName({ from: '2026-12-01', to: '2026-12-07' })).toBe('pedidos-2026-12-01-a-2026-12-07.csv');
  });
});
