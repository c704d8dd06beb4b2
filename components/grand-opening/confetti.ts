// The opening celebration. canvas-confetti is fetched only when the moment arrives, so the
// countdown page costs nothing extra up front, and never for visitors who prefer less motion.
const PIECES = 20;
const DURATION_MS = 3000;
const COLORS = ['#7c3aed', '#c084fc', '#e879f9', '#f3e8ff', '#fbbf24'];

/** Starts 20 pieces for 3 seconds; the returned function stops them early. */
export function launchConfetti(): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  let cancelled = false;
  let stop = () => {};
  void import('canvas-confetti').then(({ default: confetti }) => {
    if (cancelled) return;
    const shared = { particleCount: PIECES / 2, spread: 70, startVelocity: 50, ticks: 400, colors: COLORS };
    void confetti({ ...shared, angle: 60, origin: { x: 0, y: 0.75 } });
    void confetti({ ...shared, angle: 120, origin: { x: 1, y: 0.75 } });
    const timer = window.setTimeout(() => confetti.reset(), DURATION_MS);
    stop = () => {
      window.clearTimeout(timer);
      confetti.reset();
    };
  });
  return () => {
    cancelled = true;
    stop();
  };
}
