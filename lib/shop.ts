// The shop's own facts (../shared/shop.md), in one place for every page.
export const shop = {
  name: 'CrepiVara',
  tagline: 'Crepería gourmet',
  email: 'info@crepivara.com',
  address: {
    street: 'Avenida 13',
    locality: 'Guápiles',
    region: 'Limón',
    country: 'Costa Rica',
    landmark: 'cerca del Puente las Iguanas',
  },
  geo: { latitude: 10.21796, longitude: -83.78715 },
  whatsappGreeting: '¡Hola CrepiVara! Tengo una consulta.',
} as const;

export const fullAddress = `${shop.address.street}, ${shop.address.locality}, ${shop.address.region}, ${shop.address.country}`;

export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${shop.geo.latitude},${shop.geo.longitude}`;
