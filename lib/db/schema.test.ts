import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { describeEachEngine } from '@/test-fixtures/stores';

// lib/db/schema/ is written by hand beside lib/db/migrations/: this reads both, the interfaces
// through the TypeScript compiler and the tables a fresh database has after every migration, on each
// engine, and fails on any table, column, nullability or kind (number or text) they disagree on.

type Column = { kind: 'number' | 'text'; nullable: boolean };
type Tables = Record<string, Record<string, Column>>;

/** What lib/db/schema/ declares: table -> column -> its kind and whether it may be null. */
function declaredTables(): Tables {
  const folder = path.join(import.meta.dirname, 'schema');
  const interfaces = new Map<string, { declaration: ts.InterfaceDeclaration; source: ts.SourceFile }>();
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
    const file = path.join(folder, name);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, { declaration: node, source });
    });
  }
  const columnsOf = ({ declaration, source }: { declaration: ts.InterfaceDeclaration; source: ts.SourceFile }): Record<string, Column> =>
    Object.fromEntries(
      declaration.members.filter(ts.isPropertySignature).map((member) => {
        const type = member.type!.getText(source).replace(/^Generated<(.*)>$/, '$1');
        const parts = type.split('|').map((part) => part.trim());
        const base = parts.filter((part) => part !== 'null');
        if (base.length !== 1 || !['number', 'string'].includes(base[0]!))
          throw new Error(`lib/db/schema/: ${member.name.getText(source)} has a type this test cannot read: ${type}`);
        return [member.name.getText(source), { kind: base[0] === 'number' ? 'number' : 'text', nullable: parts.includes('null') }];
      }),
    );
  const schema = interfaces.get('Schema')!;
  return Object.fromEntries(
    schema.declaration.members
      .filter(ts.isPropertySignature)
      .map((member) => [member.name.getText(schema.source), columnsOf(interfaces.get(member.type!.getText(schema.source))!)]),
  );
}

/** A column's engine type as a kind: integers, reals and bigints are numbers (bigint read back as a number), the rest text. */
function kindOf(dataType: string): Column['kind'] {
  return /^(int|integer|bigint|int2|int4|int8|real|float4|float8|numeric|double precision)$/i.test(dataType) ? 'number' : 'text';
}

describeEachEngine('the schema', (store) => {
  it('lib/db/schema/ says what the migrations made: every table, column, kind and null', async () => {
    const { db } = await store.fresh();
    const real: Tables = {};
    for (const table of await db.introspection.getTables()) {
      if (table.name.startsWith('kysely_')) continue;
      real[table.name] = Object.fromEntries(
        // SQLite reports an INTEGER PRIMARY KEY (the row id) as nullable although it never is.
        table.columns.map((column) => [
          column.name,
          { kind: kindOf(column.dataType), nullable: column.isNullable && !(column.isAutoIncrementing || column.name === 'id') },
        ]),
      );
    }
    expect(real).toEqual(declaredTables());
  });
});
