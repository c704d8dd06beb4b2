#!/usr/bin/env node
// Opens the store in its own process, as a server instance starting would (the TypeScript through
// jiti), then closes it: `node test-fixtures/open-store.mjs <sqlite file>`. For the tests of
// several processes starting together on one file.
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = fileURLToPath(new URL('..', import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@': root, 'server-only': fileURLToPath(new URL('../node_modules/next/dist/compiled/server-only/empty.js', import.meta.url)) },
});
const { openStore, closeStore } = await jiti.import('../lib/db/index.ts');
const db = await openStore({ engine: 'sqlite', file: process.argv[2] });
await closeStore(db);
