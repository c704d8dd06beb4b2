import crypto from 'node:crypto';
import { devices, expect, test } from '@playwright/test';
import { OWNER, PASSWORD, signInOwner } from './helpers/accounts';
import { startServer, type StartedServer } from './helpers/next-server';
import { activate, invite } from './helpers/owners';

// The customer's status page (/pedido/<token>) as each kind of order reads it. On a server of its
// own (E2E_PORT + 41, its own database): the owner's moves here are nobody else's orders.

const port = Number(process.env.E2E_PORT ?? 3100) + 41;
let server: StartedServer;
test.describe.configure({ mode: 'serial' });
test.use({ ...devices['Pixel 7'], baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  server = await startServer(port, { OPENING_DATE: '01/01/2020', TRUST_PROXY: '1' }, { command: 'standalone', database: `status-${Date.now()}.db` });
});
test.afterAll(async () => server?.stop());

test('"¡Listo!" says what happens next for each kind of order: the table, take-away, delivery', async ({ page, playwright }) => {
  const owner = await playwright.request.newContext({ baseURL: server.url });
  expect(
    (await activate(owner, invite(server.database, OWNER.correo), { nombre: OWNER.nombre, apellido: OWNER.apellido, contraseña: PASSWORD })).status(),
  ).toBe(200);
  await signInOwner(owner);
  const orders = [
    { pedido: 'RDYMS', entrega: { tipo: 'mesa', mesa: 4 }, hint: 'Te lo llevamos a la mesa.' },
    { pedido: 'RDYTK', entrega: { tipo: 'llevar' }, hint: 'Ya puedes recogerlo.' },
    { pedido: 'RDYDV', entrega: { tipo: 'domicilio', direccion: 'Del parque 200 m norte' }, hint: 'Va en camino.' },
  ];
  const current = page.locator('li[aria-current="step"]');
  for (const { pedido, entrega, hint } of orders) {
    const posted = await owner.post('/api/orders', {
      data: { clave: crypto.randomBytes(16).toString('base64url'), pedido, entrega, pago: { metodo: 'tarjeta' }, items: [{ id: 16, cantidad: 1 }] },
      headers: { 'x-forwarded-for': `203.0.113.${crypto.randomInt(1, 250)}` },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { token } = (await posted.json()).data as { token: string };
    await page.goto(`/pedido/${token}`);
    // The step's number, its name, and what it means.
    await expect(current).toHaveText('1RecibidoNos llegó tu pedido.');

    // The owner's move reaches the open page live, then a reload renders it on the server.
    const board = (await (await owner.get('/api/desk/orders')).json()).data as { pedidos: Array<{ id: number; reference: string }> };
    const { id } = board.pedidos.find((order) => order.reference === pedido)!;
    expect((await owner.put(`/api/desk/orders/${id}`, { data: { estado: 'listo' } })).status()).toBe(200);
    await expect(page.getByTestId('estado')).toHaveText('¡Listo!');
    await expect(current, pedido).toHaveText(`3¡Listo!${hint}`);
    await page.reload();
    await expect(current, pedido).toHaveText(`3¡Listo!${hint}`);
  }
  await owner.dispose();
});
