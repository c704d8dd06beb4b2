// The operator's `npm run owner` (scripts/owner.mjs runs it from the project; in the Docker image:
// `docker exec <container> node owner.mjs invite <correo>`). Bundled by scripts/build-standalone.mjs
// into the standalone output as owner.mjs, beside server.js, with the store's own code.
import { runOwnerCommand } from '@/lib/auth/owner-cli';
import { siteUrl } from '@/lib/config';
import { closeStore, getDb } from '@/lib/db';

const db = await getDb();
try {
  process.exitCode = await runOwnerCommand(process.argv.slice(2), {
    db,
    now: Date.now(),
    site: siteUrl,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  // PostgreSQL's pool would keep the process alive.
  await closeStore(db);
}
