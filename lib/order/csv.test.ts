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
    deliveryFee: 0,
    total: 7300,
    status: 'entregado',
  },
  {
    reference: 'ABCDE',
    createdAt: Date.UTC(2026, 11, 6, 5, 30), // 23:30 on 5 December in Costa Rica
    fulfilment: { type: 'domicilio', address: 'Del parque 200 m norte, casa azul', landmark: 'portón verde', phone: '88888888' },
    payment: { method: 'sinpe', number: '88888888', reference: '99004521' },
    lines: [teLine({ quantity: 3 })],
    deliveryFee: 500,
    total: 2900,
    status: 'cancelado',
    channel: 'llamada',
    scheduledFor: costaRicaInstant(2026, 12, 6, 11, 15),
  },
];

describe('ordersCsv', () => {
  const text = ordersCsv(orders);

  it('is UTF-8 with a BOM (Excel reads the accents), CRLF lines, the header first', () => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Pedido,Fecha,Hora,Tipo,Canal,Mesa o dirección,Pago,Estado del pago,Referencia SINPE,Producto,Opciones,Extras,Nota,Cantidad,Precio unitario,Total línea,Envío,Total pedido,Estado,Programado para',
    );
    expect(CSV_COLUMNS).toHaveLength(20);
  });

  it("writes one row per order line, the order's columns repeated, dates and hours in Costa Rica", () => {
    const rows = readCsv(text.slice(1));
    expect(rows).toHaveLength(1 + 3);
    expect(rows[1]).toEqual([
      'K7Q2P',
      '2026-12-05',
      '14:05',
      'Comer aquí',
      'Web',
      'Mesa 7',
      'Efectivo',
      '',
      '',
      'Capiberry',
      'Frutas: Fresa, Kiwi · Topping: Maní · Jarabe: Chocolate',
      'Topping, Nutella x2',
      'sin azúcar, "bien" dorada',
      '2',
      '3250',
      '6500',
      '0',
      '7300',
      'Entregado',
      '',
    ]);
    expect(rows[2]).toEqual([
      'K7Q2P',
      '2026-12-05',
      '14:05',
      'Comer aquí',
      'Web',
      'Mesa 7',
      'Efectivo',
      '',
      '',
      'Té',
      '',
      '',
      '',
      '1',
      '800',
      '800',
      '0',
      '7300',
      'Entregado',
      '',
    ]);
    expect(rows[3]).toEqual([
      'ABCDE',
      '2026-12-05',
      '23:30',
      'A domicilio',
      'Llamada',
      'Del parque 200 m norte, casa azul (portón verde)',
      'SINPE Móvil',
      'por confirmar',
      '99004521',
      'Té',
      '',
      '',
      '',
      '3',
      '800',
      '2400',
      '500',
      '2900',
      'Cancelado',
      '2026-12-06 11:15',
    ]);
  });

  it('quotes every text cell of an order; numbers and the header stay bare', () => {
    const raw = text.slice(1).split('\r\n');
    expect(raw[1]).toBe(
      '"K7Q2P","2026-12-05","14:05","Comer aquí","Web","Mesa 7","Efectivo","","","Capiberry","Frutas: Fresa, Kiwi · Topping: Maní · Jarabe: Chocolate","Topping, Nutella x2","sin azúcar, ""bien"" dorada",2,3250,6500,0,7300,"Entregado",""',
    );
    expect(raw[3]).toContain(',"Del parque 200 m norte, casa azul (portón verde)",');
    // The header is our own words: nothing in it a parser or a spreadsheet could misread.
    for (const name of CSV_COLUMNS) expect(name, name).toMatch(/^[A-Za-zÁÉÍÓÚáéíóúñ ]+$/);
  });

  it('says whether a SINPE Móvil payment was confirmed, with the reference the customer sent', () => {
    const [, paid] = readCsv(ordersCsv([{ ...orders[1]!, payment: { method: 'sinpe', reference: '99004521', paidAt: 1 } }]).slice(1));
    expect(paid!.slice(6, 9)).toEqual(['SINPE Móvil', 'pagado', '99004521']);
    const [, unreported] = readCsv(ordersCsv([{ ...orders[1]!, payment: { method: 'sinpe' } }]).slice(1));
    expect(unreported!.slice(6, 9)).toEqual(['SINPE Móvil', 'por confirmar', '']);
  });

  it('is only the header for no orders', () => {
    expect(readCsv(ordersCsv([]).slice(1))).toEqual([[...CSV_COLUMNS]]);
  });

  it('takes ";" for a spreadsheet set to Spanish, with the same cells', () => {
    const semicolon = ordersCsv(orders, { separator: ';' });
    expect(semicolon.slice(1).split('\r\n')[0]).toBe(CSV_COLUMNS.join(';'));
    expect(semicolon).toContain(';"Del parque 200 m norte, casa azul (portón verde)";');
    expect(semicolon).toContain(';"sin azúcar, ""bien"" dorada";');
    expect(readCsv(semicolon.slice(1), ';')).toEqual(readCsv(text.slice(1)));
  });
});

/** What a spreadsheet runs as a formula at a cell's start, full-width forms too. */
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠'];
const SEPARATORS = [',', ';', '\t'] as const;

/**
 * The pieces a user gets by splitting a text again on `separator` (Text to columns), or a program
 * that ignores the quotes, that would run: a trigger first, after spaces and quotes.
 */
function runsAfterSplit(text: string, separator: string): string[] {
  return text
    .split(separator)
    .flatMap((piece) => piece.split(/\r\n|\n/))
    .filter((piece) => /^[ \u00A0"]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(piece));
}

/** The cells of one line written by csvCell, as a correct parser reads them. */
const readCells = (cells: string[], separator: ',' | ';') => readCsv(`${cells.join(separator)}\r\n`, separator)[0]!;

describe('csvCell', () => {
  it('always quotes text, escapes quotes by doubling, keeps separators and line breaks inside the quotes (RFC 4180)', () => {
    expect(csvCell('di "hola"')).toBe('"di ""hola"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvCell('Capiberry')).toBe('"Capiberry"');
    expect(csvCell('')).toBe('""');
  });

  it('writes numbers bare (a spreadsheet sums them), and nothing for a number that is not finite', () => {
    expect(csvCell(2900)).toBe('2900');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('neutralises a cell a spreadsheet would run as a formula: = + - @ tab CR first (also their full-width forms)', () => {
    expect(csvCell('=HYPERLINK("http://x.test","clic")')).toBe(`"'=HYPERLINK(""http://x.test"",""clic"")"`);
    expect(csvCell('+50688888888')).toBe(`"'+50688888888"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvCell('  =1+1')).toBe(`"'  =1+1"`);
    expect(csvCell('sin =')).toBe('"sin ="');
  });

  for (const trigger of TRIGGERS) {
    const name = JSON.stringify(trigger);
    it(`neutralises ${name} at the start and right after , ; tab or a line break, in both files`, () => {
      for (const file of [',', ';'] as const) {
        expect(readCells([csvCell(`${trigger}1+1`)], file)[0], `${name} first, "${file}" file`).toMatch(/^'/);
        for (const inner of [...SEPARATORS, '\n', '\r\n', ', ', '; "']) {
          const hostile = `Casa${inner}${trigger}2+2${inner}fin`;
          const [cell] = readCells([csvCell(hostile)], file);
          for (const again of SEPARATORS) expect(runsAfterSplit(cell!, again), `${JSON.stringify(hostile)} split on ${JSON.stringify(again)}`).toEqual([]);
        }
      }
    });
  }

  it('reads back legit text as it was written', () => {
    const texts = ['Sin azúcar, con hielo', 'Del parque 200 m norte; casa azul', 'Calle 5, 100 m sur', 'pago con 10 000 - gracias', 'correo: ana@example.com'];
    for (const file of [',', ';'] as const)
      expect(
        readCells(
          texts.map((text) => csvCell(text)),
          file,
        ),
      ).toEqual(texts);
  });

  it('neutralises a piece wrapped in quotes too, which Text to columns would unwrap', () => {
    expect(csvCell('a;"=1+1"')).toBe(`"a;'""=1+1"""`);
    expect(csvCell("a;'=1+1'")).toBe(`"a;''=1+1'"`);
  });
});

describe("ordersCsv against a customer's note or address", () => {
  const PLACE = CSV_COLUMNS.indexOf('Mesa o dirección');
  const NOTE = CSV_COLUMNS.indexOf('Nota');
  const hostile = (address: string, note: string): CsvOrder => ({
    ...orders[0]!,
    lines: [teLine({ note })],
    fulfilment: { type: 'domicilio', address, landmark: '', phone: '' },
  });

  it('neutralises a formula at the start of a cell', () => {
    const [, row] = readCsv(ordersCsv([hostile('@SUM(1+1)', "=cmd|' /C calc'!A0")]).slice(1));
    expect(row![PLACE]).toBe("'@SUM(1+1)");
    expect(row![NOTE]).toBe("'=cmd|' /C calc'!A0");
  });

  it('leaves no formula for a user who splits the "," file on ";" or the ";" file on ","', () => {
    const attacks = [hostile('Casa;=2+2;', 'x;=1+1;y'), hostile('Casa,=2+2,', 'sin azucar,=3+4'), hostile('Casa\t+1', 'x\n@SUM(A1)')];
    for (const file of [',', ';'] as const) {
      const text = ordersCsv(attacks, { separator: file }).slice(1);
      // Every data line as a program that ignores the quotes would split it, on any separator.
      for (const line of text.split('\r\n').slice(1))
        for (const again of SEPARATORS) expect(runsAfterSplit(line, again), `"${file}" file split on ${JSON.stringify(again)}`).toEqual([]);
      // Every cell as a correct parser reads it, split again with Text to columns.
      const rows = readCsv(text, file).slice(1);
      for (const cell of rows.flat()) for (const again of SEPARATORS) expect(runsAfterSplit(cell, again), cell).toEqual([]);
      expect([rows[0]![PLACE], rows[0]![NOTE], rows[1]![NOTE]]).toEqual(["Casa;'=2+2;", "x;'=1+1;y", "sin azucar,'=3+4"]);
    }
  });
});

describe('csvFileName', () => {
  it('names the day or the range', () => {
    expect(csvFileName({ from: '2026-12-05', to: '2026-12-05' })).toBe('pedidos-2026-12-05.csv');
    expect(csvFileName({ from: '2026-12-01', to: '2026-12-07' })).toBe('pedidos-2026-12-01-a-2026-12-07.csv');
    expect(csvFileName({ from: '2026-12-05', to: '2026-12-05' }, ';')).toBe('pedidos-2026-12-05-punto-y-coma.csv');
    expect(csvFileName({ from: '2026-12-01', to: '2026-12-07' }, ';')).toBe('pedidos-2026-12-01-a-2026-12-07-punto-y-coma.csv');
  });
});
