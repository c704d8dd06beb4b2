import type { MetadataRoute } from 'next';

// With the service worker (/sw.js) this makes the site installable: browsers offer "Instalar
// CrepiVara" in their own menu (the name below); the site shows no install popup of its own.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'CrepiVara',
    short_name: 'CrepiVara',
    description: 'Crepería gourmet en Guápiles: el menú y los pedidos por WhatsApp, también sin conexión.',
    lang: 'es-CR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f3e8ff',
    theme_color: '#7c3aed',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      // Full-bleed purple with the logo inside the safe zone, for the shapes phones cut icons to.
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
