import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_URL, REQUEST_TIMEOUT_MS, apiClient } from './api-client';

const store = new Map<string, string>();
const fakeStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', fakeStorage);
  fetchMock = vi.fn(async () => Response.json({ success: true }, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('apiClient', () => {
  it('posts JSON to the /api base with a 10 s timeout', async () => {
    expect(API_BASE_URL).toBe('/api');
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const result = await apiClient.post('/auth', { mail: 'a@b.co', password: 'x' });
    expect(result).toEqual({ status: 200, body: { success: true } });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/auth');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"mail":"a@b.co","password":"x"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('adds a bearer header when a token is stored', async () => {
    store.set('authToken', 'abc.def.ghi');
    await apiClient.get('/auth');
    expect(lastCall().headers.Authorization).toBe('Bearer abc.def.ghi');
  });

  it('logs the spec line on 401 and still returns the answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(Response.json({ success: false, message: 'Correo o contraseña incorrectos.' }, { status: 401 }));
    const result = await apiClient.post('/auth', {});
    expect(log).toHaveBeenCalledWith('No autorizado. Por favor, inicia sesión nuevamente.');
    expect(result).toEqual({ status: 401, body: { success: false, message: 'Correo o contraseña incorrectos.' } });
  });

  it('does not log on other statuses', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(Response.json({ success: false }, { status: 409 }));
    await apiClient.post('/user', {});
    expect(log).not.toHaveBeenCalled();
  });

  it('reports a network failure or timeout as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'));
    expect(await apiClient.delete('/auth')).toEqual({ status: 0, body: null });
  });

  it('returns a null body for a non-JSON answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await apiClient.get('/auth')).toEqual({ status: 502, body: null });
  });
});
