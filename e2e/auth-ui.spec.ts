import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OWNER } from './helpers/accounts';
import { postPatiently } from './helpers/patient';

// The login and register pages, the admin area and the redirects, in the browser.

const PASSWORD = 'Crepa123!';
const RULE = 'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial.';

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

// Each test talks to the server from its own address, so throttles never leak between tests.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.100.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}` });
});

async function registerViaApi(page: Page, correo: string) {
  const response = await postPatiently(page.request, '/api/user', { nombre: 'Lucía', apellido: 'Mora', correo, contraseña: PASSWORD });
  expect(response.status()).toBe(201);
}

/** The form's failure line (Next adds its own empty route-announcer alert outside <main>). */
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

/**
 * The field's message, found through its aria-describedby. The checks load on the form's first
 * focus, so the first message can come a moment after the blur: wait for the link.
 */
async function expectMessage(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await expect(input, `${label} has no message`).toHaveAttribute('aria-describedby', /.+/);
  // The message is described last (the password's hint, always there, comes first).
  const id = (await input.getAttribute('aria-describedby'))!.split(' ').at(-1);
  await expect(page.locator(`[id="${id}"]`)).toHaveText(text);
}

/**
 * The form's checks (zod, loaded on the first focus) have arrived: the script holding a class name
 * that only zod's minified code keeps. Then a page has run them, or will on this tick.
 */
const checksArrive = (page: Page) =>
  page.waitForResponse(async (response) => response.request().resourceType() === 'script' && (await response.text()).includes('$ZodString'));

test.describe('/login', () => {
  test('speaks on blur, not at the first keystroke; "¡Todo bien!" when right', async ({ page }) => {
    await page.goto('/login');
    const mail = page.getByLabel('Correo electrónico');
    const checksLoaded = checksArrive(page);
    await mail.fill('a');
    // The checks have arrived (loaded on this first focus) and still say nothing.
    await checksLoaded;
    await expect(page.getByText('Por favor, ingresa un correo válido.')).toHaveCount(0);
    await mail.blur();
    await expectMessage(page, 'Correo electrónico', 'Por favor, ingresa un correo válido.');
    await expect(mail).toHaveAttribute('aria-invalid', 'true');
    await mail.fill('ana@example.com');
    await expectMessage(page, 'Correo electrónico', '¡Todo bien!');
    await expect(mail).not.toHaveAttribute('aria-invalid');

    const password = page.getByLabel('Contraseña', { exact: true });
    await password.focus();
    await password.blur();
    await expectMessage(page, 'Contraseña', 'La contraseña es obligatoria.');
  });

  test('submitting empty shows both messages and focuses the first field', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectMessage(page, 'Correo electrónico', 'Por favor, ingresa un correo válido.');
    await expectMessage(page, 'Contraseña', 'La contraseña es obligatoria.');
    await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  });

  test('wrong credentials show the server message in red under the form', async ({ page }) => {
    await page.goto('/login');
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.getByLabel('Correo electrónico').fill(unique('nadie'));
    await page.getByLabel('Contraseña', { exact: true }).fill('Otra123!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(formAlert(page)).toHaveText('Correo o contraseña incorrectos.');
    await expect(formAlert(page)).toHaveCSS('color', 'rgb(153, 27, 27)'); // the theme's red (--off)
    // No green "¡Todo bien!" beside the red answer.
    await expect(page.getByText('¡Todo bien!')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    // Spec section 8: a 401 is also logged to the console, nothing more.
    expect(logs).toContain('No autorizado. Por favor, inicia sesión nuevamente.');
  });

  test('an answer without a message falls back to "Error de autenticación"', async ({ page }) => {
    await page.route('**/api/auth', (route) => route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }));
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('ana@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(formAlert(page)).toHaveText('Error de autenticación');
  });

  test('a message appearing on blur does not move the fields below or the button', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Iniciar sesión' });
    const before = await button.boundingBox();
    await page.getByLabel('Correo electrónico').fill('ana@example.com');
    await page.getByLabel('Contraseña', { exact: true }).focus();
    await expectMessage(page, 'Correo electrónico', '¡Todo bien!');
    expect(await button.boundingBox()).toEqual(before);
  });

  test('before the scripts run, neither form can be sent: nothing typed is lost or put in the address', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    for (const [path, button] of [
      ['/login', 'Iniciar sesión'],
      ['/register', 'Registrarse'],
    ] as const) {
      await page.goto(path);
      const mail = page.getByLabel('Correo electrónico');
      await mail.fill('ana@example.com');
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await expect(page.getByRole('button', { name: button })).toBeDisabled();
      await page.getByLabel('Contraseña', { exact: true }).press('Enter');
      await page.waitForTimeout(300);
      expect(page.url(), path).toMatch(new RegExp(`${path}$`));
      await expect(mail).toHaveValue('ana@example.com');
    }
  });

  test('links to /register', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('/register', () => {
  test('every validation message, on blur and on submit', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expectMessage(page, 'Nombre', 'Este campo es obligatorio.');
    await expectMessage(page, 'Apellido', 'Este campo es obligatorio.');
    await expectMessage(page, 'Correo electrónico', 'Por favor, ingrese un correo válido.');
    await expectMessage(page, 'Contraseña', RULE);
    await expectMessage(page, 'Confirmar contraseña', 'Las contraseñas no coinciden.');
    await expect(page.getByLabel('Nombre')).toBeFocused();

    await page.getByLabel('Nombre').fill('Lucía');
    await expect(page.getByLabel('Nombre')).not.toHaveAttribute('aria-describedby');
    await page.getByLabel('Contraseña', { exact: true }).fill(`Aa1!${'x'.repeat(69)}`);
    await expectMessage(page, 'Contraseña', 'La contraseña no puede tener más de 72 caracteres.');
    await page.getByLabel('Contraseña', { exact: true }).fill('Crepa1234');
    await expectMessage(page, 'Contraseña', RULE);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill('Crepa123?');
    await expectMessage(page, 'Confirmar contraseña', 'Las contraseñas no coinciden.');
    await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await expect(page.getByLabel('Confirmar contraseña')).not.toHaveAttribute('aria-describedby');
  });

  test('a fresh field stays quiet until it is left', async ({ page }) => {
    await page.goto('/register');
    const correo = page.getByLabel('Correo electrónico');
    const checksLoaded = checksArrive(page);
    await correo.fill('x');
    // The checks have arrived (loaded on this first focus) and still say nothing.
    await checksLoaded;
    await expect(page.getByText('Por favor, ingrese un correo válido.')).toHaveCount(0);
    await correo.press('Tab');
    await expectMessage(page, 'Correo electrónico', 'Por favor, ingrese un correo válido.');
  });

  test('show/hide toggles for both passwords', async ({ page }) => {
    await page.goto('/register');
    const password = page.getByLabel('Contraseña', { exact: true });
    const confirmation = page.getByLabel('Confirmar contraseña');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirmation).toHaveAttribute('type', 'password');
    const toggles = page.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(toggles).toHaveCount(2);
    await toggles.first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirmation).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Ocultar contraseña' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).last().click();
    await expect(confirmation).toHaveAttribute('type', 'text');
  });

  test('a taken e-mail shows the server message; no message falls back', async ({ page }) => {
    const correo = unique('tomado');
    await registerViaApi(page, correo);
    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellido').fill('Mora');
    await page.getByLabel('Correo electrónico').fill(correo.toUpperCase());
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(formAlert(page)).toHaveText('Ya existe una cuenta con ese correo.');

    await page.route('**/api/user', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(formAlert(page)).toHaveText('Error al registrar usuario');
  });
});

test.describe('the whole journey', () => {
  test('register -> login -> / -> /home-admin -> logout', async ({ page }) => {
    const correo = unique('viaje');
    await page.goto('/register');
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellido').fill('Mora');
    await page.getByLabel('Correo electrónico').fill(correo);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registrarse' }).click();

    await expect(page).toHaveURL(/\/login\?registro=ok$/);
    await expect(page.getByRole('status')).toHaveText('Cuenta creada con éxito. Ya puedes iniciar sesión.');
    await page.getByLabel('Correo electrónico').fill(correo);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(page).toHaveURL(/\/$/);
    expect(JSON.parse((await storedUser(page))!)).toEqual({ id: expect.any(Number), nombre: 'Lucía', apellido: 'Mora', correo });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.goto('/home-admin');
    await expect(page.getByRole('heading', { name: 'AdminHome' })).toBeVisible();
    // A customer's panel: its home and "Mi cuenta", nothing of the desk.
    const nav = page.getByRole('navigation', { name: 'Administración' });
    await expect(nav.getByRole('link')).toHaveText(['Inicio', 'Mi cuenta']);
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home-admin');
    await expect(nav.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/account');

    await page.evaluate(() => localStorage.setItem('authToken', 'x.y.z'));
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined();

    await page.goto('/home-admin');
    await expect(page).toHaveURL(/\/login\?acceso=admin$/);
  });

  test("the first version's placeholder paths (/form, /others) lead home", async ({ page }) => {
    await page.goto('/form');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('redirects', () => {
  test('a stored user is sent from /login and /register to /', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ id: 1, nombre: 'A', apellido: 'B', correo: 'a@b.co' })));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a valid session without a stored user is sent from /home-admin to /login (client check)', async ({ page }) => {
    const correo = unique('sinlocal');
    await registerViaApi(page, correo);
    expect((await postPatiently(page.request, '/api/auth', { mail: correo, password: PASSWORD })).status()).toBe(200);
    await page.goto('/home-admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a stored user whose session ended can sign in again instead of bouncing to /', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ id: 1, nombre: 'A', apellido: 'B', correo: 'a@b.co' })));
    await page.goto('/home-admin');
    await expect(page).toHaveURL(/\/login\?acceso=admin$/);
    await expect(page.getByText('Inicia sesión para entrar al área de administración.')).toBeVisible();
    await expect.poll(() => storedUser(page)).toBeNull();
    await expect(page).toHaveURL(/\/login\?acceso=admin$/);
  });

  test('a sign-in that a desk page asked for returns to that page; a link elsewhere is not followed', async ({ page }) => {
    await page.goto('/home-admin/menu');
    await expect(page).toHaveURL(/\/login\?acceso=admin&volver=%2Fhome-admin%2Fmenu$/);
    await page.getByLabel('Correo electrónico').fill(OWNER.correo);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/home-admin\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Menú' })).toBeVisible();

    // A crafted link's "volver" off the panel leads to the home page, as a plain sign-in does.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?acceso=admin&volver=https%3A%2F%2Fevil.example%2Fhome-admin');
    await page.getByLabel('Correo electrónico').fill(OWNER.correo);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('before opening /login and /register still show', async ({ page }) => {
    const countdown = process.env.E2E_COUNTDOWN_URL!;
    await page.goto(`${countdown}/login`);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await page.goto(`${countdown}/register`);
    await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  });
});

test.describe('looks and accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`both forms pass axe with errors showing, at phone width, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.emulateMedia({ colorScheme: theme });
      for (const [path, button] of [
        ['/login', 'Iniciar sesión'],
        ['/register', 'Registrarse'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await page.getByRole('button', { name: button }).click();
        await expect(page.getByText(/obligatori|válido/).first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
        // Nothing sticks out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await expect(page.getByRole('link', { name: 'CrepiVara, ir al inicio' })).toHaveAttribute('href', '/');
      }
    });
  }
});
