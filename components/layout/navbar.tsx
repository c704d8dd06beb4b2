import { AppLink } from '@/components/ui/app-link';
import { CartLink } from '@/components/cart/cart-link';
import { AccountMenu } from './account-menu';
import { Wordmark } from './logo';
import { NavLinks } from './nav-links';
import { NavScroll } from './nav-scroll';
import { ThemeSwitch } from './theme-switch';

export function Navbar() {
  return (
    <header className="site-header sticky top-0 z-40 border-b border-line/70 bg-page">
      <nav aria-label="Principal" className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <AppLink href="/" className="mr-auto flex items-center gap-2 rounded-full pr-2" aria-label="CrepiVara, ir al inicio">
          <Wordmark />
        </AppLink>
        <NavLinks />
        <AccountMenu />
        <CartLink />
        <ThemeSwitch />
      </nav>
      <NavScroll />
    </header>
  );
}
