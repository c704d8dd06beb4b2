import type { Metadata, Viewport } from 'next';
import { signedInScript } from '@/components/auth/user-storage';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { OfflineSupport } from '@/components/offline/offline-support';
import { themeScript } from '@/components/layout/theme-script';
import { imageFallbackScript } from '@/components/menu/image-fallback';
import { siteUrl } from '@/lib/config';
import { shop } from '@/lib/shop';
import { shopOpenGraph } from '@/lib/metadata';
import { webFontsScript } from '@/lib/web-fonts';
import './globals.css';

const description = 'Crepas artesanales, batidos, helados y waffles en Guápiles, Limón. Mira el menú, arma tu pedido y envíalo por WhatsApp.';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${shop.name} · ${shop.tagline} en Guápiles`, template: `%s · ${shop.name}` },
  description,
  applicationName: shop.name,
  openGraph: { ...shopOpenGraph, title: `${shop.name} · ${shop.tagline}`, description },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f3e8ff' },
    { media: '(prefers-color-scheme: dark)', color: '#1a1a23' },
  ],
  colorScheme: 'light dark',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <script dangerouslySetInnerHTML={{ __html: webFontsScript }} />
        <script dangerouslySetInnerHTML={{ __html: imageFallbackScript }} />
        <script dangerouslySetInnerHTML={{ __html: signedInScript }} />
      </head>
      <body className="min-h-dvh font-sans antialiased">
        <ScrollToTop />
        {children}
        <OfflineSupport />
      </body>
    </html>
  );
}
