import { createRequire } from 'node:module';
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
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * WCAG 2.5.3 Label in Name, as its advice reads: a link's or a button's accessible name starts with
 * its visible words. axe's own rule (label-content-name-mismatch) only asks that the name contains
 * them, so it passed a cart badge showing "1" named "Carrito (1)". Same elements and same reading
 * of the visible text as axe's rule; added to the axe-core that @axe-core/playwright runs.
 */
const LABEL_FIRST = `;axe.configure({
  checks: [{
    id: 'label-in-name-first',
    evaluate: function (node, options, virtualNode) {
      var text = axe.commons.text;
      var curate = function (value) { return text.sanitize(text.removeUnicode(value, { emoji: true, nonBmp: true, punctuations: true })).toLowerCase(); };
      var visible = text.visibleVirtual(virtualNode, false, false, { ignoreIconLigature: true, pixelThreshold: 0.1, occurrenceThreshold: 3 });
      if (!curate(visible)) return true;
      var name = text.accessibleText(node);
      if (text.isHumanInterpretable(visible) < 1 || text.isHumanInterpretable(name) < 1) return undefined;
      this.data({ name: name, visible: visible });
      return curate(name).indexOf(curate(visible)) === 0;
    },
    metadata: {
      impact: 'serious',
      messages: {
        pass: 'The accessible name starts with the visible text',
        fail: 'The accessible name "\${data.name}" does not start with the visible text "\${data.visible}"',
        incomplete: 'The visible text or the name is not human-interpretable',
      },
    },
  }],
  rules: [{
    id: 'label-in-name-first',
    matches: 'label-content-name-mismatch-matches',
    impact: 'serious',
    tags: ['cat.semantics', 'wcag21a', 'wcag253'],
    any: ['label-in-name-first'],
    metadata: { description: 'Ensure a link or a button named apart from its content has a name that starts with its visible text', help: 'Accessible names must start with the visible text' },
  }],
});`;
const axeSource = `${(createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source}${LABEL_FIRST}`;

/** Runs axe-core (WCAG 2.0-2.2 A/AA rules) and fails listing every serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeOptions = {}) {
  // A scan takes a second or two on an idle machine and several times that on a busy one (one of
  // /orders timed out at 30 s under load): each scan gives its test 30 s more.
  test.info().setTimeout(test.info().timeout + 30_000);
  // One options object: AxeBuilder's withTags, options and disableRules each replace what the
  // others set, which left the tags out (and would drop the rules turned on below).
  const rules: Record<string, { enabled: boolean }> = {
    // Label in Name (WCAG 2.5.3): axe ships its rule as experimental (off by default); a
    // voice-control user says the visible words, so every accessible name must contain them, first.
    'label-content-name-mismatch': { enabled: true },
    'label-in-name-first': { enabled: true },
  };
  for (const rule of options.disableRules ?? []) rules[rule] = { enabled: false };
  let builder = new AxeBuilder({ page, axeSource }).options({ runOnly: { type: 'tag', values: TAGS }, rules });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);

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
