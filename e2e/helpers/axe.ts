import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeOptions = {
  /** CSS selectors to limit the scan to (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out, e.g. a third-party embed. */
  exclude?: string[];
  /** axe rule ids to skip; say why next to the call. */
  disableRules?: string[];
};

// Only what blocks people: serious and critical findings fail the test, minor and
// moderate ones are left to reviews so the suite stays a hard gate, not a noise source.
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe-core (WCAG 2.0-2.2 A/AA rules) and fails listing every serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeOptions = {}) {
  // A scan takes a second or two on an idle machine and several times that on a busy one (one of
  // /orders timed out at 30 s under load): each scan gives its test 30 s more.
  test.info().setTimeout(test.info().timeout + 30_000);
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // WCAG 2.5.3 Label in Name: axe ships it as experimental (off by default); a voice-control user
    // says the visible words, so every accessible name must contain them.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

  // Colours are read as painted: a theme switch's transition still running would be judged
  // half-way (a dark page's text on a grey between the two backgrounds). Endless animations (a
  // pulsing dot) never finish and are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe found serious/critical violations on ${page.url()}`).toEqual([]);
}
