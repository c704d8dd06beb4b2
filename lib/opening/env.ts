// The opening settings read from the server's environment at run time, so the owner can change
// the date, restart `next start` and see it applied without a rebuild.
import { COUNTDOWN_DEFAULT_HOUR, GUARD_DEFAULT_HOUR, readOpening, type OpeningReading, type OpeningSettings } from './moment';

type Purpose = 'guard' | 'countdown';

// Shared by every bundle in the process (proxy and pages), so each problem is logged once.
const WARNED = Symbol.for('crepivara.opening.warned');
const state = globalThis as typeof globalThis & { [WARNED]?: Set<string> };

let cache: { key: string; guard: OpeningReading; countdown: OpeningReading } | null = null;

function currentSettings(): OpeningSettings {
  // Looked up by a computed name so no bundler can inline the build machine's value.
  const env = process.env;
  const names = ['OPENING_DATE', 'OPENING_HOUR'] as const;
  const [date, hour] = names.map((name) => env[name]);
  return { OPENING_DATE: date, OPENING_HOUR: hour };
}

function warnOnce(problem: string | null) {
  if (!problem) return;
  const warned = (state[WARNED] ??= new Set());
  if (warned.has(problem)) return;
  warned.add(problem);
  console.warn(`[CrepiVara] ${problem}`);
}

/**
 * The opening instant for the route guard (hour or midnight) or the countdown page (hour or
 * 10:00), or null when the site is open. Parsed once per distinct setting: a lookup afterwards.
 */
export function openingInstant(purpose: Purpose, settings: OpeningSettings = currentSettings()): number | null {
  const key = `${settings.OPENING_DATE ?? ''}\u0000${settings.OPENING_HOUR ?? ''}`;
  if (cache?.key !== key) {
    cache = {
      key,
      guard: readOpening(settings, GUARD_DEFAULT_HOUR),
      countdown: readOpening(settings, COUNTDOWN_DEFAULT_HOUR),
    };
    warnOnce(cache.guard.problem);
  }
  return cache[purpose].at;
}
