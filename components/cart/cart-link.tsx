import Link from 'next/link';

export function CartLink() {
  const count = 0;
  return (
    <Link
      href="/orders"
      aria-label={`Carrito (${count})`}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink-2 hover:bg-surface-2"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20.5" r="1.3" />
        <circle cx="17" cy="20.5" r="1.3" />
      </svg>
    </Link>
  );
}
