import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// A second production build of the same sources, in its own folder: a new deploy as a visitor's
// browser meets it (a new build id, a new /sw.js). Built once per run, whichever project asks
// first; a build older than the suite's is built again.

const suiteDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const SECOND_BUILD_DIR = `${suiteDir}-update`;
/** A public setting of the second build that a visitor can see: the survey link on the home page. */
export const SECOND_BUILD_SURVEY_URL = 'https://example.com/encuesta-nueva';

const run = promisify(execFile);

const lockDir = `${SECOND_BUILD_DIR}.lock`;
const buildId = (dir: string) => path.join(dir, 'BUILD_ID');
// Written once `next build` has finished: its BUILD_ID comes long before the standalone server.
const finished = path.join(SECOND_BUILD_DIR, 'e2e-finished');
const isCurrent = () => fs.existsSync(finished) && fs.statSync(finished).mtimeMs > fs.statSync(buildId(suiteDir)).mtimeMs;

function takeLock(): boolean {
  try {
    fs.mkdirSync(lockDir);
    return true;
  } catch {
    // A lock left by a run that was killed mid-build is not waited for.
    if (Date.now() - fs.statSync(lockDir).mtimeMs > 10 * 60_000) fs.rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
}

/** The second build's folder, built if needed; `env` are the suite servers' build settings. */
export async function secondBuild(env: Record<string, string>): Promise<string> {
  while (!isCurrent()) {
    if (!takeLock()) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      if (!isCurrent()) {
        // `npm run build`: next build, then the production entry beside its server (serve.mjs).
        const buildEnv = { ...process.env, ...env, NEXT_DIST_DIR: SECOND_BUILD_DIR, NEXT_PUBLIC_SURVEY_URL: SECOND_BUILD_SURVEY_URL };
        // Asynchronous: a synchronous build blocked the test's process, so its timeout could not fire.
        await run(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], { env: buildEnv, maxBuffer: 64 * 1024 * 1024 });
        await run(process.execPath, [path.resolve('scripts/build-standalone.mjs')], { env: buildEnv, maxBuffer: 64 * 1024 * 1024 });
        fs.writeFileSync(finished, buildIdOf(SECOND_BUILD_DIR));
      }
    } finally {
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  }
  return SECOND_BUILD_DIR;
}

export const buildIdOf = (dir: string): string => fs.readFileSync(buildId(dir), 'utf8').trim();
