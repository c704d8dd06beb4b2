/**
 * The capybara-chef logo. A plain <img>: next/image has nothing to optimize in an SVG, and using
 * it would ship its client code (about 6 KB gzip) to pages that show no other picture.
 */
export function Logo({ size, className, priority = false }: { size: number; className?: string; priority?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG, see above
    <img
      src="/images/logo.svg"
      alt=""
      width={size}
      height={size}
      className={className}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
