// The house format (STYLE.md): `npx prettier --write .`; `npm run lint` checks it. Lines up to 160
// characters: the codebase's one-line signatures and JSX props read better than wrapped at 80.
/** @type {import('prettier').Config} */
const config = {
  printWidth: 160,
  singleQuote: true,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './app/globals.css',
};

export default config;
