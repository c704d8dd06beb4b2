import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { harness, postgresUrl } from '@/test-fixtures/stores';
import { publish, subscribe } from './events';

describe.skipIf(!postgresUrl)('the LISTEN connection (PostgreSQL)', () => {
  const store = harness('postgres');

  it('comes back when it drops, tells its listeners to read again, and delivers what follows', async () => {
    const { db, open } = await store.fresh();
    const other = await open();
    const messages: string[] = [];
    await subscribe(other, 'desk', (message) => messages.push(message));
    await publish(db, 'desk', 'antes');
    await expect.poll(() => messages).toEqual(['antes']);

    // The database ends the listening connection (a restart, a failover, an idle timeout).
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'crepivara-listen' and datname = current_database()`.execute(db);
    await expect.poll(() => messages, { timeout: 20_000 }).toEqual(['antes', '']);
    await publish(db, 'desk', 'después');
    await expect.poll(() => messages, { timeout: 20_000 }).toEqual(['antes', '', 'después']);
  });
});
