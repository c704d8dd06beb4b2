import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from '@playwright/test';
import { patiently, postPatiently } from './helpers/patient';

// Request-level tests of POST /api/user and POST/GET/DELETE /api/auth against the built server.
// Each test uses its own e-mails and its own client address (X-Forwarded-For) so the
// throttles of one test never touch another.

const PASSWORD = 'Crepa123!';
const BCRYPT = /\$2[aby]\$\d{2}\$/;

function unique(label: string) {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

function randomIp() {
  const byte = () => crypto.randomInt(1, 255);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** A fresh client with its own cookie jar and address. */
async function client(playwright: PlaywrightWorkerArgs['playwright'], ip = randomIp()): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
}

function register(api: APIRequestContext, correo: string, extra: Record<string, unknown> = {}) {
  return postPatiently(api, '/api/user', { nombre: 'Ana', apellido: 'Vargas', correo, contraseña: PASSWORD, ...extra });
}

function login(api: APIRequestContext, mail: string, password = PASSWORD) {
  return postPatiently(api, '/api/auth', { mail, password });
}

async function expectAnswer(response: APIResponse, status: number, body: unknown) {
  expect(response.status()).toBe(status);
  expect(await response.json()).toEqual(body);
}

function sessionCookie(response: APIResponse): string | undefined {
  const header = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('session='));
  return header?.value;
}

test.describe('POST /api/user', () => {
  test('201 with the success message, then 409 for the same e-mail in any case', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('alta');
    await expectAnswer(await register(api, correo), 201, {
      success: true,
      message: 'Cuenta creada con éxito. Ya puedes iniciar sesión.',
    });
    await expectAnswer(await register(api, `  ${correo.toUpperCase()} `), 409, {
      success: false,
      message: 'Ya existe una cuenta con ese correo.',
    });
  });

  test('400 with the spec messages per field', async ({ playwright }) => {
    const api = await client(playwright);
    await expectAnswer(await postPatiently(api, '/api/user', { nombre: ' ', apellido: '', correo: 'ana@', contraseña: 'corta' }), 400, {
      success: false,
      message: 'Revisa los datos ingresados.',
      errors: {
        nombre: 'Este campo es obligatorio.',
        apellido: 'Este campo es obligatorio.',
        correo: 'Por favor, ingrese un correo válido.',
        contraseña: 'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial.',
      },
    });
  });

  test('400 for wrong types, missing fields and extra-long values', async ({ playwright }) => {
    const api = await client(playwright);
    // Patiently too: while a parallel spec's sign-ups fill the queue, the door answers 503 to everyone.
    const wrongTypes = await postPatiently(api, '/api/user', { nombre: 1, apellido: ['x'], correo: {}, contraseña: true });
    expect(wrongTypes.status()).toBe(400);
    expect(Object.keys((await wrongTypes.json()).errors).sort()).toEqual(['apellido', 'contraseña', 'correo', 'nombre']);

    const missing = await postPatiently(api, '/api/user', {});
    expect(missing.status()).toBe(400);

    for (const data of ['[]', '"texto"', '42', 'null']) {
      const response = await patiently(() => api.post('/api/user', { data: Buffer.from(data), headers: { 'content-type': 'application/json' } }));
      await expectAnswer(response, 400, { success: false, message: 'El cuerpo de la solicitud debe ser un objeto JSON.' });
    }

    const longPassword = `Aa1!${'x'.repeat(69)}`;
    await expectAnswer(await register(api, unique('largo'), { contraseña: longPassword }), 400, {
      success: false,
      message: 'Revisa los datos ingresados.',
      errors: { contraseña: 'La contraseña no puede tener más de 72 caracteres.' },
    });
    const longName = await register(api, unique('largo'), { nombre: 'N'.repeat(61) });
    expect(longName.status()).toBe(400);
    expect((await longName.json()).errors).toEqual({ nombre: 'Este campo no puede tener más de 60 caracteres.' });
    const longMail = await register(api, `${'a'.repeat(250)}@example.com`);
    expect(longMail.status()).toBe(400);
  });

  test('20 parallel registrations of one e-mail: exactly one 201 and nineteen 409', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('carrera');
    const responses = await Promise.all(Array.from({ length: 20 }, () => register(api, correo)));
    const statuses = responses.map((response) => response.status()).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    await expect(login(api, correo)).resolves.toBeOK();
  });

  test('30 parallel registrations of different e-mails all succeed', async ({ playwright }) => {
    // Sign-ups start at 2 a second after a burst of 5 (the hash pool's sign-up lane): 13 s at best,
    // patiently retried, longer on a busy machine.
    test.slow();
    const api = await client(playwright);
    const emails = Array.from({ length: 30 }, (_, i) => unique(`grupo${i}`));
    const responses = await Promise.all(emails.map((correo) => register(api, correo)));
    expect(responses.map((response) => response.status())).toEqual(emails.map(() => 201));
  });

  test('registration is throttled per address after 60 attempts an hour', async ({ playwright }) => {
    test.slow();
    const api = await client(playwright);
    const correo = unique('muchos');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => register(api, correo)));
      statuses.push(...batch.map((response) => response.status()));
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    const refused = await register(api, unique('otro'));
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Demasiados intentos\. Inténtalo de nuevo en \d+ minutos\.$/) });
    // Another address is not affected.
    const other = await client(playwright);
    expect((await register(other, unique('vecino'))).status()).toBe(201);
  });
});

test.describe('POST /api/auth', () => {
  test('200 with the user data and a hardened session cookie', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('login');
    await register(api, correo);
    const response = await login(api, correo.toUpperCase());
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      message: 'Inicio de sesión exitoso.',
      data: { id: expect.any(Number), nombre: 'Ana', apellido: 'Vargas', correo },
    });
    expect(body).not.toHaveProperty('token');
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=604800/);
    expect(cookie).not.toMatch(/; Secure/i); // plain http here
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('unknown e-mail and wrong password get identical answers', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('existe');
    await register(api, correo);
    const unknown = await login(api, unique('nadie'), 'Otra123!');
    const wrong = await login(api, correo, 'Otra123!');
    for (const response of [unknown, wrong]) {
      await expectAnswer(response, 401, { success: false, message: 'Correo o contraseña incorrectos.' });
      expect(sessionCookie(response)).toBeUndefined();
    }
    const strip = (response: APIResponse) => Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'date'));
    expect(strip(unknown)).toEqual(strip(wrong));
    // Similar time: both run one bcrypt comparison (allow generous noise on a busy machine).
    const time = async (mail: string) => {
      const started = Date.now();
      await login(api, mail, 'Otra123!');
      return Date.now() - started;
    };
    const [unknownMs, wrongMs] = [await time(unique('nadie')), await time(correo)];
    expect(Math.abs(unknownMs - wrongMs)).toBeLessThan(Math.max(unknownMs, wrongMs) * 0.8 + 50);
    expect(unknownMs).toBeGreaterThan(20);
  });

  test('400 with the login messages', async ({ playwright }) => {
    const api = await client(playwright);
    await expectAnswer(await api.post('/api/auth', { data: { mail: 'no-es-correo', password: '' } }), 400, {
      success: false,
      message: 'Revisa los datos ingresados.',
      errors: { mail: 'Por favor, ingresa un correo válido.', password: 'La contraseña es obligatoria.' },
    });
    const wrongTypes = await api.post('/api/auth', { data: { mail: 5, password: 5 } });
    expect(wrongTypes.status()).toBe(400);
    const long = await api.post('/api/auth', { data: { mail: unique('x'), password: 'x'.repeat(73) } });
    expect(long.status()).toBe(400);
  });

  test('4 failed logins for one e-mail give 429 with Retry-After, whatever the address', async ({ playwright }) => {
    const correo = unique('bloqueo');
    await register(await client(playwright), correo);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(await client(playwright), correo, 'Mala123!')).status()).toBe(401);
    }
    const refused = await login(await client(playwright), correo); // even the right password waits (a browser without the device cookie)
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ success: false, message: 'Demasiados intentos. Inténtalo de nuevo en 15 minutos.' });
    // Another e-mail from the same kind of client is fine.
    const other = unique('libre');
    const api = await client(playwright);
    await register(api, other);
    await expect(login(api, other)).resolves.toBeOK();
  });

  test('a successful login makes that browser trusted: its typos count against its own limit', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('reinicio');
    await register(api, correo);
    for (let i = 0; i < 3; i += 1) expect((await login(api, correo, 'Mala123!')).status()).toBe(401);
    await expect(login(api, correo)).resolves.toBeOK();
    for (let i = 0; i < 4; i += 1) expect((await login(api, correo, 'Mala123!')).status()).toBe(401);
    await expect(login(api, correo)).resolves.toBeOK();
  });

  test('parallel guesses cannot slip past the e-mail limit', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('rafaga');
    await register(api, correo);
    const responses = await Promise.all(Array.from({ length: 12 }, () => login(api, correo, 'Mala123!')));
    const statuses = responses.map((response) => response.status());
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });

  test('a browser that signed in before gets past the account lock; everyone else waits', async ({ playwright }) => {
    const correo = unique('duena');
    const owner = await client(playwright);
    await register(owner, correo);
    const first = await login(owner, correo);
    expect(first.status()).toBe(200);
    const device = first.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('device='))?.value;
    expect(device).toMatch(/; Max-Age=31536000/);
    expect(device).toMatch(/; HttpOnly/i);
    expect(device).toMatch(/; SameSite=strict/i);
    // Someone else, from ever-changing addresses, spends the account's guesses.
    for (let i = 0; i < 4; i += 1) expect((await login(await client(playwright), correo, 'Mala123!')).status()).toBe(401);
    expect((await login(await client(playwright), correo)).status()).toBe(429);
    // The owner's browser still signs in (from yet another address).
    expect((await login(owner, correo)).status()).toBe(200);
    // Its device has a limit of its own.
    for (let i = 0; i < 5; i += 1) expect((await login(owner, correo, 'Mala123!')).status()).toBe(401);
    expect((await login(owner, correo)).status()).toBe(429);
    // A device cookie for another account vouches for nothing here.
    const stranger = await client(playwright);
    const other = unique('ajena');
    await register(stranger, other);
    expect((await login(stranger, other)).status()).toBe(200);
    expect((await login(stranger, correo)).status()).toBe(429);
  });

  test('IPv6 clients are counted per /64: rotating addresses inside it does not help', async ({ playwright }) => {
    const prefix = `2001:db8:${crypto.randomInt(1, 0xffff).toString(16)}:${crypto.randomInt(1, 0xffff).toString(16)}`;
    for (let i = 0; i < 20; i += 1) {
      expect((await login(await client(playwright, `${prefix}::${(i + 1).toString(16)}`), unique(`v6-${i}`), 'Mala123!')).status()).toBe(401);
    }
    expect((await login(await client(playwright, `${prefix}:ffff:1:2:3`), unique('v6-otra'), 'Mala123!')).status()).toBe(429);
    expect((await login(await client(playwright, `2001:db8:ffff:${prefix.split(':')[3]}::1`), unique('v6-vecina'), 'Mala123!')).status()).toBe(401);
  });

  test('20 failed logins from one address give 429 for any e-mail from it', async ({ playwright }) => {
    const api = await client(playwright);
    for (let i = 0; i < 20; i += 1) expect((await login(api, unique(`ip${i}`), 'Mala123!')).status()).toBe(401);
    const refused = await login(api, unique('otra'));
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    // A different address still gets an answer.
    expect((await login(await client(playwright), unique('otra'), 'Mala123!')).status()).toBe(401);
  });
});

test.describe('every handler refuses bad requests with a 4xx', () => {
  for (const path of ['/api/user', '/api/auth']) {
    test(`${path}: 400 malformed, 415 not JSON, 413 too big, 403 cross-origin`, async ({ playwright }) => {
      const api = await client(playwright);
      const json = { 'content-type': 'application/json' };
      // Buffers go out byte for byte (Playwright would JSON-encode a string).
      await expectAnswer(await api.post(path, { data: Buffer.from('{"mail": '), headers: json }), 400, {
        success: false,
        message: 'El cuerpo de la solicitud no es un JSON válido.',
      });
      await expectAnswer(await api.post(path, { data: Buffer.alloc(0), headers: json }), 400, {
        success: false,
        message: 'El cuerpo de la solicitud no es un JSON válido.',
      });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        await expectAnswer(await api.post(path, { data: 'mail=a', headers: { 'content-type': type } }), 415, {
          success: false,
          message: 'La solicitud debe enviarse en formato JSON.',
        });
      }
      expect((await api.post(path, { data: Buffer.from('{}') })).status(), 'no content type').toBe(415);
      const form = await api.post(path, { form: { mail: 'a@b.co', password: 'x' } });
      expect(form.status()).toBe(415);
      await expectAnswer(await api.post(path, { data: JSON.stringify({ nombre: 'x'.repeat(17 * 1024) }), headers: json }), 413, {
        success: false,
        message: 'La solicitud es demasiado grande.',
      });
      await expectAnswer(await api.post(path, { data: { mail: 'a@b.co' }, headers: { origin: 'https://evil.example' } }), 403, {
        success: false,
        message: 'Origen no permitido.',
      });
      const sameOrigin = await api.post(path, { data: {}, headers: { origin: test.info().project.use.baseURL! } });
      expect(sameOrigin.status()).toBe(400);
    });
  }

  test('DELETE /api/auth refuses cross-origin callers and non-JSON bodies', async ({ playwright }) => {
    const api = await client(playwright);
    expect((await api.delete('/api/auth', { headers: { origin: 'https://evil.example' } })).status()).toBe(403);
    expect((await api.delete('/api/auth', { data: 'x', headers: { 'content-type': 'text/plain' } })).status()).toBe(415);
  });

  test('unsupported methods get 405, not 500', async ({ playwright }) => {
    const api = await client(playwright);
    expect((await api.put('/api/auth', { data: {} })).status()).toBe(405);
    expect((await api.get('/api/user')).status()).toBe(405);
  });
});

test.describe('sessions', () => {
  test('GET /api/auth accepts the cookie or the same JWT as a bearer token; 401 otherwise', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('portador');
    await register(api, correo);
    const token = sessionCookie(await login(api, correo))!
      .split(';')[0]!
      .slice('session='.length);
    const viaCookie = await api.get('/api/auth');
    expect(await viaCookie.json()).toMatchObject({ success: true, data: { correo } });

    const bearer = await client(playwright);
    const viaBearer = await bearer.get('/api/auth', { headers: { authorization: `Bearer ${token}` } });
    expect(viaBearer.status()).toBe(200);
    expect(await viaBearer.json()).toMatchObject({ success: true, data: { correo } });
    await expectAnswer(await bearer.get('/api/auth'), 401, {
      success: false,
      message: 'No autorizado. Por favor, inicia sesión nuevamente.',
    });
  });

  test('logout clears the cookie and a copied token stops working', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('salida');
    await register(api, correo);
    const token = sessionCookie(await login(api, correo))!
      .split(';')[0]!
      .slice('session='.length);

    const logout = await api.delete('/api/auth');
    await expectAnswer(logout, 200, { success: true, message: 'Sesión cerrada.' });
    expect(sessionCookie(logout)).toMatch(/^session=;.*Max-Age=0/i);

    const copy = await client(playwright);
    expect((await copy.get('/api/auth', { headers: { cookie: `session=${token}` } })).status()).toBe(401);
    expect((await copy.get('/api/auth', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    // Logging in again issues a token that works.
    await login(api, correo);
    expect((await api.get('/api/auth')).status()).toBe(200);
  });

  test('no response ever contains a bcrypt hash', async ({ playwright }) => {
    const api = await client(playwright);
    const correo = unique('hash');
    const responses = [
      await register(api, correo),
      await register(api, correo),
      await login(api, correo),
      await api.get('/api/auth'),
      await login(api, correo, 'Mala123!'),
      await login(api, unique('nadie')),
      await api.delete('/api/auth'),
    ];
    for (const response of responses) {
      expect(await response.text()).not.toMatch(BCRYPT);
      expect(JSON.stringify(response.headers())).not.toMatch(BCRYPT);
    }
  });
});
