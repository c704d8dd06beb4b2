// The API client for the board's changes, loaded with the owner's first one: reading the board
// (its stream and polls) needs none, so the board's first load stays within its budget
// (e2e/js-budget.spec.ts).
export const deskApi = () => import('@/lib/api-client').then((module) => module.apiClient);
