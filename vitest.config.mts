import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Next resolves 'server-only' itself (a build error in client code); under Vitest it is only
      // a marker, mapped here once to Next's own empty module.
      'server-only': fileURLToPath(new URL('node_modules/next/dist/compiled/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'e2e/**', '.next*/**'],
    environment: 'node',
    // Vitest's default leaves a core free: one worker on the 2-core CI machine, while the store's
    // tests mostly wait on SQLite files and PostgreSQL. One more than the cores: 118 s -> 74 s there.
    maxWorkers: os.availableParallelism() + 1,
    // The tests hold on a busy machine (a second suite beside this one): bcrypt and the store's
    // files take seconds there, so no test fails for Vitest's 5 s default; none is a timing test.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // A throwaway PostgreSQL server for the store's tests on both engines (test-fixtures/stores.ts).
    globalSetup: ['test-fixtures/postgres-global-setup.ts'],
  },
});
