import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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

const eslintConfig = defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: { 'no-restricted-imports': refuse(replaced.nextLink, replaced.nextImage, replaced.useSearchParams) },
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
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench/results/**',
  ]),
]);

export default eslintConfig;
