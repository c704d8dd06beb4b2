import fs from 'node:fs';

// Which Chromium the suite runs (docs/decisions/093-tests-on-chromium-headless-shell.md): Debian's
// headless shell, the engine without the browser around it, at half the CPU; the whole browser for
// the specs on what only it has, system notifications and Background Sync. PLAYWRIGHT_CHROMIUM_PATH
// (or CHROMIUM_PATH) names one browser for every spec; with neither Debian build, Playwright's own.

const ARGS = ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const firstInstalled = (...candidates: Array<string | undefined>) => candidates.find((candidate) => candidate && fs.existsSync(candidate));
const named = () => process.env.PLAYWRIGHT_CHROMIUM_PATH || process.env.CHROMIUM_PATH;

/** The suite's browser (playwright.config.ts). */
export const suiteBrowser = { executablePath: firstInstalled(named(), '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'), args: ARGS };

/** `test.use(wholeBrowser)`: a spec on system notifications or Background Sync. */
export const wholeBrowser = { launchOptions: { executablePath: firstInstalled(named(), '/usr/bin/chromium'), args: ARGS } };
