// The spec's localStorage key for a bearer token, in a module of its own: the navbar forgets the
// token on logout (components/auth/user-storage.ts, on every shop page) without bundling the
// whole API client into every page's JavaScript.
export const AUTH_TOKEN_KEY = 'authToken';
