import type { TestProject } from 'vitest/node';
import { postgresBinDir, startThrowawayCluster } from '../scripts/postgres/throwaway-cluster.mjs';

// Vitest's global setup: a throwaway PostgreSQL server for the store's tests on the second engine
// (test-fixtures/stores.ts gives each test its own database in it), stopped when the run ends.
// Without PostgreSQL installed those tests are skipped with one line, except under CI=true, where
// a missing server is a failure (.ci/run installs it).

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (!postgresBinDir()) {
    const reason = 'PostgreSQL is not installed (Debian: apt-get install -y postgresql, or set PG_BIN)';
    if (process.env.CI) throw new Error(`${reason}: the store's tests must run on both engines in CI.`);
    console.warn(`\n[store] ${reason}: the PostgreSQL half of the store's tests is skipped.\n`);
    project.provide('postgresUrl', null);
    return;
  }
  const cluster = await startThrowawayCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
