import { describe, expect, it } from 'vitest';
import { newOrderNotice, orderNotice, readNotice } from './notice';

const order = { reference: 'K7Q2P', cancelReason: '' };

describe('what a push says', () => {
  it('tells the customer the order is ready in the words of its type, or cancelled with the reason; nothing for the other steps', () => {
    expect(orderNotice({ ...order, status: 'listo', fulfilment: { type: 'llevar' } })).toEqual({
      title: 'Tu pedido #K7Q2P está listo',
      body: 'Ya puedes recogerlo.',
      tag: 'estado-K7Q2P',
      url: '',
    });
    expect(orderNotice({ ...order, status: 'listo', fulfilment: { type: 'mesa', table: 7 } })?.body).toBe('Te lo llevamos a la mesa.');
    expect(orderNotice({ ...order, status: 'listo', fulfilment: { type: 'domicilio', address: 'Casa azul', landmark: '', phone: '' } })?.title).toBe(
      'Tu pedido #K7Q2P va en camino',
    );
    expect(orderNotice({ ...order, status: 'cancelado', cancelReason: 'Se acabaron las fresas', fulfilment: { type: 'llevar' } })?.title).toBe(
      'Tu pedido #K7Q2P fue cancelado: Se acabaron las fresas',
    );
    for (const status of ['nuevo', 'preparando', 'entregado'] as const) expect(orderNotice({ ...order, status, fulfilment: { type: 'llevar' } })).toBeNull();
  });

  it("tells the owner what and how much, never who or where, as the board's own alert", () => {
    expect(newOrderNotice({ id: 41, reference: 'K7Q2P', total: 3500, fulfilment: { type: 'mesa', table: 4 } })).toEqual({
      title: 'Pedido nuevo #K7Q2P',
      body: 'Mesa 4 · ₡3\u00a0500',
      tag: 'pedido-41',
      url: '/home-admin/pedidos',
    });
    expect(
      newOrderNotice({ id: 42, reference: 'DXPAM', total: 1900, fulfilment: { type: 'domicilio', address: 'Del parque 200 m norte', landmark: '', phone: '' } })
        .body,
    ).not.toContain('parque');
  });

  it('the worker shows only a notice, and a tap never leaves the site', () => {
    const notice = { title: 'Tu pedido #K7Q2P está listo', body: 'Ya puedes recogerlo.', tag: 'estado-K7Q2P', url: '/home-admin/pedidos' };
    expect(readNotice(notice)).toEqual(notice);
    expect(readNotice({ ...notice, url: 'https://evil.example/' })?.url).toBe('');
    expect(readNotice({ ...notice, url: '//evil.example/' })?.url).toBe('');
    for (const bad of [null, 'texto', 42, { ...notice, title: '' }, { ...notice, body: 3 }, { ...notice, title: 'x'.repeat(301) }])
      expect(readNotice(bad)).toBeNull();
  });
});
