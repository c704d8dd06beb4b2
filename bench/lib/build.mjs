// Builds the site into the benchmark's own dist dir when the sources are newer than the build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onCleanup } from './processes.mjs';

// What `npm run build` reads. tsconfig.json is left out on purpose: every build rewrites it.
const INPUT_DIRS = ['app', 'components', 'lib', 'data', 'public', 'standalone'];
const INPUT_FILES = [
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'scripts/build-standalone.mjs',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

function newestMtime(root) {
  let newest = 0;
  const visit = (entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const dir of INPUT_DIRS) visit(path.join(root, dir));
  for (const file of INPUT_FILES) visit(path.join(root, file));
  return newest;
}

/** Why a build is needed ('missing', 'stale', 'forced'), or null when the build is current. */
export function buildReason({ root, distDir, force }) {
  if (force) return 'forced';
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return 'missing';
  return newestMtime(root) > fs.statSync(buildId).mtimeMs ? 'stale' : null;
}

/**
 * `next build` of the project in `cwd` (default: root) into distDir, with root's Next.js; its
 * output goes to `logFile`, the tail is shown on failure. For the site itself (`standalone`), then
 * what `npm run build` adds to the standalone output (serve.mjs, owner.mjs).
 */
export async function runBuild({ root, cwd = root, distDir, logFile, standalone = false }) {
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
  await runLogged([nextBin, 'build'], { cwd, distDir, logFile, what: 'next build' });
  if (standalone) await runLogged([path.join(root, 'scripts/build-standalone.mjs')], { cwd, distDir, logFile, what: 'build-standalone', append: true });
}

function runLogged(args, { cwd, distDir, logFile, what, append = false }) {
  const log = fs.createWriteStream(logFile, { flags: append ? 'a' : 'w' });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const stop = onCleanup(() => {
      if (child.exitCode === null) child.kill('SIGTERM');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      stop();
      log.end(() => {
        if (code === 0) return resolve();
        const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`${what} failed (exit ${code}), log in ${logFile}:\n${tail}`));
      });
    });
  });
}
