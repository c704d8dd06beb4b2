import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { housePlugin } from './eslint-rules/session-check-first.mjs';

// Framework pieces the site replaces for measured reasons (docs/decisions/001-003): each import
// is refused with the alternative and the record that explains it.
const replaced = {
  nextLink: {
    name: 'next/link',
    message: 'Use AppLink from @/components/ui/app-link (docs/decisions/001-applink-instead-of-next-link.md).',
  },
  nextImage: {
    name: 'next/image',
    message: 'Use Picture from @/components/menu/picture (docs/decisions/002-picture-instead-of-next-image.md).',
  },
  useSearchParams: {
    name: 'next/navigation',
    importNames: ['useSearchParams'],
    message: 'Use useAddressParams from @/components/menu/use-address-params (docs/decisions/003-menu-filter-reads-the-address.md).',
  },
};
const refuse = (...paths) => ['error', { paths }];

// Which folder may import which (docs/architecture.md, "Layers"): app -> components -> lib -> data,
// and inside lib the store below the sessions, the password pool below the store.
const layers = (...zones) => ['error', { zones: zones.map(([target, from, message, except]) => ({ target, from, message, ...(except && { except }) })) }];
const layerRules = layers(
  ['./components', './app', 'components/ never import app/: pass data down as props (docs/architecture.md).'],
  ['./lib', ['./app', './components'], 'lib/ holds the rules without UI: move the piece into lib/ or pass it in (docs/architecture.md).'],
  ['./data', ['./app', './components', './lib'], 'data/ is facts only: put the type beside the data, the logic in lib/ (docs/architecture.md).'],
  ['./lib/db', './lib/auth', 'lib/db sits below lib/auth: pass what the store needs as arguments (docs/architecture.md).'],
  ['./lib/password', ['./lib/db', './lib/auth'], 'lib/password sits below lib/db and lib/auth (docs/architecture.md).'],
  [
    './lib/data-dir.ts',
    ['./app', './components', './lib', './data'],
    'lib/data-dir.ts imports nothing of the project: both the store and the proxy read it (docs/architecture.md).',
  ],
  [
    './components',
    './lib/photos',
    'components/ take only lib/photos/sources.ts: decoding, processing and the files stay on the server (docs/photos.md).',
    ['./sources.ts'],
  ],
  [
    ['./lib/http', './lib/validation', './lib/cart', './lib/order', './lib/grand-opening', './lib/shop-hours', './lib/photos'],
    ['./lib/auth', './lib/db'],
    'This part of lib/ knows nothing of sessions or the store: the caller passes what it needs (docs/architecture.md).',
  ],
);

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'no-restricted-imports': refuse(replaced.nextLink, replaced.nextImage, replaced.useSearchParams),
      'import/no-restricted-paths': layerRules,
    },
  },
  // Every admin page and layout, and every owner route handler, checks the session first.
  {
    files: ['app/(panel)/**/*.{ts,tsx}'],
    plugins: { house: housePlugin },
    rules: { 'house/session-check-first': 'error' },
  },
  {
    files: ['app/api/desk/**/*.ts'],
    plugins: { house: housePlugin },
    rules: {
      'house/session-check-first': [
        'error',
        { functions: ['ownerFromRequest'], source: '@/lib/auth/dal', wrappers: ['ownerRoute'], wrapperSource: '@/lib/auth/owner-route' },
      ],
    },
  },
  // The one place each replaced piece is still used.
  {
    files: ['components/menu/use-address-params.ts'],
    rules: { 'no-restricted-imports': refuse(replaced.nextLink, replaced.nextImage) },
  },
  {
    files: ['lib/image-url.test.ts'],
    rules: { 'no-restricted-imports': refuse(replaced.nextLink, replaced.useSearchParams) },
  },
  globalIgnores(['.next/**', '.next-*/**', 'out/**', 'build/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/results/**']),
]);

export default eslintConfig;
