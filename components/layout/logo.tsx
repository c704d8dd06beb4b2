/**
 * The capybara-chef logo. A plain <img>: next/image has nothing to optimize in an SVG, and using
 * it would ship its client code (about 6 KB gzip) to pages that show no other picture.
 */
export function Logo({ size, className, priority = false }: { size: number; className?: string; priority?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG, see above
    <img src="/images/logo.svg" alt="" width={size} height={size} className={className} decoding="async" fetchPriority={priority ? 'high' : undefined} />
  );
}

// The logo beside the shop's name: navbar, sign-in pages, owner's sidebar, footer, QR cards.
const WORDMARK = {
  36: { logo: 'size-9', name: 'text-2xl' },
  40: { logo: 'size-10', name: 'text-3xl' },
  44: { logo: 'size-11', name: 'text-3xl' },
  48: { logo: 'size-12', name: 'text-3xl' },
} as const;
const TONES = { brand: 'text-brand-strong dark:text-ink', ink: 'text-ink', inherit: '' } as const;

/**
 * The wordmark: logo and "CrepiVara" in the brand font. `tone` colours the name: brand (violet,
 * light in dark mode), ink (the text colour), inherit (the QR cards, always printed black).
 */
export function Wordmark({ size = 40, tone = 'brand' }: { size?: keyof typeof WORDMARK; tone?: keyof typeof TONES }) {
  return (
    <>
      <Logo size={size} className={WORDMARK[size].logo} />
      <span className={`font-brand ${WORDMARK[size].name} font-bold ${TONES[tone]}`.trimEnd()}>CrepiVara</span>
    </>
  );
}
