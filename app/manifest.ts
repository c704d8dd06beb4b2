import type { MetadataRoute } from 'next';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'CrepiVara · Crepería gourmet',
    short_name: 'CrepiVara',
    description: 'Menú y pedidos por WhatsApp de CrepiVara, crepería en Guápiles.',
    lang: 'es-CR',
    start_url: '/',
    display: 'standalone',
    background_color: '#f3e8ff',
    theme_color: '#7c3aed',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
