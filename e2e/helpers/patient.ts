import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * Sends like a patient client: after a 503 (the password-hash queue is bounded by time, and such
 * an attempt is not counted by the limits) it comes back when Retry-After says, for up to a minute
 * (a sign-up waits behind every login and is shed first, so a busy suite sheds it more often: on a
 * loaded machine the time matters, not the number of attempts).
 * Every sign-up and sign-in a spec sends goes through it: on a busy machine one can meet a full
 * queue, which is the server working as designed, not the failure the spec looks for.
 */
export async function patiently(send: () => Promise<APIResponse>, patienceMs = 60_000): Promise<APIResponse> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const response = await send();
    const waitMs = Number(response.headers()['retry-after'] ?? '1') * 1000;
    if (response.status() !== 503 || Date.now() + waitMs > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/** POSTs `data` as JSON, patiently. */
export function postPatiently(api: APIRequestContext, url: string, data: Record<string, unknown>): Promise<APIResponse> {
  return patiently(() => api.post(url, { data }));
}
