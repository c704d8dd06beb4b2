// The activation flood (issue 38): 20 connections post made-up invitation links (well-formed random
// tokens) from one address for 30 s while the owner signs in once a second from the browser it
// always uses, on the production entry behind a "proxy" (TRUST_PROXY=1), as the sign-up flood.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { activationFloodSummary } from './flood-budgets.mjs';
import { freePort, onCleanup, startNextServer } from './processes.mjs';
import { makeOwner, ownerLoginsDuring } from './signup-flood.mjs';

/** `limit`: the failed activations one address gets before 429 (lib/auth/throttle.ts). */
export const ACTIVATION_FLOOD = { connections: 20, durationSeconds: 30, address: '203.0.113.66', limit: 10 };

function activationFlood(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/activar`,
        connections: ACTIVATION_FLOOD.connections,
        duration: ACTIVATION_FLOOD.durationSeconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': ACTIVATION_FLOOD.address },
              body: JSON.stringify({ token: crypto.randomBytes(32).toString('base64url'), nombre: 'Flood', apellido: 'Bench', contraseña: 'Flood123!' }),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Runs the case on its own server and database; returns its figures and checks. */
export async function measureActivationFlood({ root, distDir, log = () => {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crepivara-activation-flood-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = { NEXT_DIST_DIR: distDir, DATABASE_PATH: path.join(dataDir, 'flood.db'), OPENING_DATE: '01/01/2020', TRUST_PROXY: '1' };
  const server = await startNextServer({ name: 'activation-flood', port: await freePort(), env, entry: path.join(root, 'scripts/start.mjs') });
  try {
    const device = await makeOwner(server.url, root, env);
    log(
      `activation flood: ${ACTIVATION_FLOOD.connections} connections from one address for ${ACTIVATION_FLOOD.durationSeconds} s, the owner signing in every second ...`,
    );
    const { alone, logins, flood } = await ownerLoginsDuring(server.url, device, ACTIVATION_FLOOD.durationSeconds, () => activationFlood(server.url));
    const statusCodes = Object.fromEntries(Object.entries(flood.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
    const lines = (event) => server.logs.filter((line) => line.includes(`"event":"${event}"`)).length;
    return activationFloodSummary({
      flood: {
        requests: flood.requests.total,
        statusCodes,
        errors: flood.errors,
        timeouts: flood.timeouts,
        latencyP50: flood.latency.p50,
        latencyP99: flood.latency.p99,
      },
      logins,
      alone,
      limit: ACTIVATION_FLOOD.limit,
      logLines: { refused: lines('invite_refused'), throttled: lines('activation_throttled'), shed: lines('hashing_shed') },
    });
  } finally {
    await server.stop();
  }
}
