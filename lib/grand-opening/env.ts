// The opening settings read from the server's environment at run time, so the owner can change
// the date, restart `next start` and see it applied without a rebuild.
import { processGlobal } from '@/lib/process-global';
import { COUNTDOWN_DEFAULT_HOUR, GUARD_DEFAULT_HOUR, readOpening, type OpeningReading, type OpeningSettings } from './moment';

type Purpose = 'guard' | 'countdown';

// Shared by every bundle in the process (proxy and pages): each problem is logged once, and each
// distinct setting parsed once.
const warned = () => processGlobal('opening.warned', () => new Set<string>());
type Parsed = { key: string; guard: OpeningReading; countdown: OpeningReading };
const parsed = () => processGlobal('opening.parsed', (): { current?: Parsed } => ({}));

function currentSettings(): OpeningSettings {
  // Looked up by a computed name so no bundler can inline the build machine's value.
  const env = process.env;
  const names = ['OPENING_DATE', 'OPENING_HOUR'] as const;
  const [date, hour] = names.map((name) => env[name]);
  return { OPENING_DATE: date, OPENING_HOUR: hour };
}

function warnOnce(problem: string | null) {
  if (!problem) return;
  const seen = warned();
  if (seen.has(problem)) return;
  seen.add(problem);
  console.warn(`[CrepiVara] ${problem}`);
}

/**
 * The opening instant for the route guard (hour or midnight) or the countdown page (hour or
 * 10:00), or null when the site is open. Parsed once per distinct setting: a lookup afterwards.
 */
export function openingInstant(purpose: Purpose, settings: OpeningSettings = currentSettings()): number | null {
  const key = `${settings.OPENING_DATE ?? ''}\u0000${settings.OPENING_HOUR ?? ''}`;
  const cache = parsed();
  if (cache.current?.key !== key) {
    cache.current = {
      key,
      guard: readOpening(settings, GUARD_DEFAULT_HOUR),
      countdown: readOpening(settings, COUNTDOWN_DEFAULT_HOUR),
    };
    warnOnce(cache.current.guard.problem);
  }
  return cache.current[purpose].at;
}
