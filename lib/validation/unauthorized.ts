/**
 * Spec section 7: what the browser's API client logs on a 401, and what the API answers with it.
 * A module of its own, so every page's API client takes this sentence and not the forms' messages
 * (./messages.ts): Turbopack bundles a module whole.
 */
export const UNAUTHORIZED_MESSAGE = 'No autorizado. Por favor, inicia sesión nuevamente.';
