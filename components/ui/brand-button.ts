// The brand's filled button (violet, fully rounded) for <button>, <Link> and <a> alike: the
// colours and shape are written here once; a call adds its size and its own placement classes.
const BASE = 'rounded-full bg-brand text-brand-ink hover:bg-brand-strong';
const SIZES = {
  sm: 'px-5 py-2.5 font-bold',
  md: 'px-6 py-3 font-bold',
  lg: 'px-7 py-3.5 text-lg font-extrabold',
} as const;

/** The class list of a brand button of `size` (null: the caller sets padding and weight) plus `extra`. */
export function brandButton(size: keyof typeof SIZES | null, extra = ''): string {
  return [BASE, size ? SIZES[size] : '', extra].filter(Boolean).join(' ');
}
