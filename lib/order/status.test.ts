import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  changeStatus,
  customerStatus,
  customerSteps,
  isFinal,
  isUndo,
  MAX_CANCEL_REASON_LENGTH,
  ORDER_STATUSES,
  STATUS_LABELS,
  statusMessages,
  previousStep,
  type OrderStatus,
} from './status';

const owner = { id: 1, nombre: 'Dueña' };
const at = Date.UTC(2026, 11, 5, 20, 0);
const state = (status: OrderStatus, cancelReason = '') => ({ status, cancelReason });

describe('the flow Nuevo -> Preparando -> Listo -> Entregado', () => {
  it('moves forward one step at a time, recording from, to, who and when', () => {
    const steps: OrderStatus[] = ['nuevo', 'preparando', 'listo', 'entregado'];
    for (const [i, from] of steps.slice(0, -1).entries()) {
      const to = steps[i + 1]!;
      expect(changeStatus(state(from), { to }, owner, at)).toEqual({
        ok: true,
        changed: true,
        change: { from, to, reason: '', at, by: owner },
      });
    }
  });

  it('lets the owner skip ahead (a drink handed over at once: Nuevo -> Entregado)', () => {
    expect(changeStatus(state('nuevo'), { to: 'listo' }, owner, at)).toMatchObject({ ok: true, changed: true });
    expect(changeStatus(state('nuevo'), { to: 'entregado' }, owner, at)).toMatchObject({ ok: true, changed: true });
    expect(changeStatus(state('preparando'), { to: 'entregado' }, owner, at)).toMatchObject({ ok: true, changed: true });
  });

  it('goes back one step at any time (a mis-tap), recorded like any move', () => {
    for (const [from, to] of [
      ['preparando', 'nuevo'],
      ['listo', 'preparando'],
      ['entregado', 'listo'],
    ] as const) {
      expect(changeStatus(state(from), { to }, owner, at), `${from} -> ${to}`).toEqual({
        ok: true,
        changed: true,
        change: { from, to, reason: '', at, by: owner },
      });
    }
  });

  it('never goes back further, with a 409 that says why', () => {
    expect(changeStatus(state('listo'), { to: 'nuevo' }, owner, at)).toEqual({
      ok: false,
      status: 409,
      message: 'El pedido ya está Listo: no puede volver a Nuevo.',
    });
    expect(changeStatus(state('entregado'), { to: 'preparando' }, owner, at)).toEqual({
      ok: false,
      status: 409,
      message: 'Este pedido ya se entregó: solo puede volver a Listo.',
    });
  });

  it('undoes the last move right after it ("Deshacer"), however far it went, Cancelado included', () => {
    const justNow = { from: 'nuevo' as const, at: at - 5000 };
    expect(changeStatus({ ...state('entregado'), last: justNow }, { to: 'nuevo' }, owner, at)).toMatchObject({
      ok: true,
      changed: true,
      change: { from: 'entregado', to: 'nuevo', reason: '' },
    });
    expect(changeStatus({ ...state('cancelado', 'Sin fresas'), last: { from: 'listo', at: at - 5000 } }, { to: 'listo' }, owner, at)).toMatchObject({
      ok: true,
      changed: true,
      change: { from: 'cancelado', to: 'listo' },
    });
    // Not the move before, and not once its time is over.
    expect(changeStatus({ ...state('entregado'), last: justNow }, { to: 'preparando' }, owner, at)).toMatchObject({ ok: false, status: 409 });
    expect(changeStatus({ ...state('cancelado', 'Sin fresas'), last: { from: 'listo', at: at - 60_000 } }, { to: 'listo' }, owner, at)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("isUndo: the last move's start, within half a minute (the board offers 10 s), never from the future", () => {
    expect(isUndo({ from: 'nuevo', at }, 'nuevo', at + 10_000)).toBe(true);
    expect(isUndo({ from: 'nuevo', at }, 'nuevo', at + 30_000)).toBe(true);
    expect(isUndo({ from: 'nuevo', at }, 'nuevo', at + 30_001)).toBe(false);
    expect(isUndo({ from: 'nuevo', at }, 'preparando', at + 1000)).toBe(false);
    expect(isUndo({ from: 'nuevo', at }, 'nuevo', at - 1000)).toBe(false);
    expect(isUndo(null, 'nuevo', at)).toBe(false);
  });

  it('previousStep: one step back along the flow; nothing before Nuevo or from Cancelado', () => {
    expect(ORDER_STATUSES.map(previousStep)).toEqual([null, 'nuevo', 'preparando', 'listo', null]);
  });

  it('treats a second tap on the same state as done, not as an error (two owners, one board)', () => {
    expect(changeStatus(state('preparando'), { to: 'preparando' }, owner, at)).toEqual({ ok: true, changed: false });
    expect(changeStatus(state('cancelado', 'Sin fresas'), { to: 'cancelado', reason: 'Otro' }, owner, at)).toEqual({ ok: true, changed: false });
  });
});

describe('Cancelado', () => {
  it('is reachable with a reason from every state before Entregado; the reason is one clean line', () => {
    for (const from of ['nuevo', 'preparando', 'listo'] as const) {
      expect(changeStatus(state(from), { to: 'cancelado', reason: '  Se acabó\nla fresa ' }, owner, at)).toEqual({
        ok: true,
        changed: true,
        change: { from, to: 'cancelado', reason: 'Se acabó la fresa', at, by: owner },
      });
    }
  });

  it('needs a reason (400), and one of at most 120 characters', () => {
    for (const reason of [undefined, '', '   ', '\n\t']) {
      expect(changeStatus(state('nuevo'), { to: 'cancelado', reason }, owner, at)).toEqual({
        ok: false,
        status: 400,
        message: 'Escribe el motivo de la cancelación.',
      });
    }
    expect(changeStatus(state('nuevo'), { to: 'cancelado', reason: 'x'.repeat(MAX_CANCEL_REASON_LENGTH + 1) }, owner, at)).toEqual({
      ok: false,
      status: 400,
      message: statusMessages.reasonTooLong,
    });
  });

  it('is final: no "Entregado" (nor anything else) from "Cancelado"', () => {
    for (const to of ORDER_STATUSES.filter((status) => status !== 'cancelado')) {
      expect(changeStatus(state('cancelado', 'Cliente no vino'), { to }, owner, at)).toEqual({
        ok: false,
        status: 409,
        message: 'Este pedido está cancelado: ya no se puede cambiar.',
      });
    }
  });

  it('cannot happen to a delivered order, which only goes back to Listo', () => {
    for (const to of ORDER_STATUSES.filter((status) => status !== 'entregado' && status !== 'listo')) {
      expect(changeStatus(state('entregado'), { to, reason: 'Tarde' }, owner, at)).toEqual({
        ok: false,
        status: 409,
        message: 'Este pedido ya se entregó: solo puede volver a Listo.',
      });
    }
  });
});

describe('allowedMoves (the board buttons)', () => {
  it('lists the forward states and Cancelado until the order is final', () => {
    expect(allowedMoves('nuevo')).toEqual(['preparando', 'listo', 'entregado', 'cancelado']);
    expect(allowedMoves('preparando')).toEqual(['listo', 'entregado', 'cancelado']);
    expect(allowedMoves('listo')).toEqual(['entregado', 'cancelado']);
    expect(allowedMoves('entregado')).toEqual([]);
    expect(allowedMoves('cancelado')).toEqual([]);
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['entregado', 'cancelado']);
  });

  it('agrees with changeStatus for every pair, with the step back', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to) continue;
        const outcome = changeStatus(state(from), { to, reason: 'Motivo' }, owner, at);
        expect(outcome.ok, `${from} -> ${to}`).toBe(allowedMoves(from).includes(to) || previousStep(from) === to);
      }
    }
  });
});

describe('the words', () => {
  it('the board says Nuevo, Preparando, Listo, Entregado, Cancelado', () => {
    expect(ORDER_STATUSES.map((status) => STATUS_LABELS[status])).toEqual(['Nuevo', 'Preparando', 'Listo', 'Entregado', 'Cancelado']);
  });

  it('the customer reads Recibido, En preparación, ¡Listo!, Entregado, Cancelado: <motivo>', () => {
    expect(ORDER_STATUSES.map((status) => customerStatus({ status, cancelReason: status === 'cancelado' ? 'Se acabó la fresa' : '' }))).toEqual([
      'Recibido',
      'En preparación',
      '¡Listo!',
      'Entregado',
      'Cancelado: Se acabó la fresa',
    ]);
    expect(customerStatus({ status: 'cancelado', cancelReason: '' })).toBe('Cancelado');
  });

  it('"¡Listo!" tells each kind of order what happens next, in sentences like the other steps', () => {
    const ready = (type: 'mesa' | 'llevar' | 'domicilio') => customerSteps(type).find((step) => step.status === 'listo')?.hint;
    expect(ready('llevar')).toBe('Ya puedes recogerlo.');
    expect(ready('domicilio')).toBe('Va en camino.');
    expect(ready('mesa')).toBe('Te lo llevamos a la mesa.');
    for (const type of ['mesa', 'llevar', 'domicilio'] as const) {
      const steps = customerSteps(type);
      expect(steps.map((step) => [step.status, step.label])).toEqual([
        ['nuevo', 'Recibido'],
        ['preparando', 'En preparación'],
        ['listo', '¡Listo!'],
        ['entregado', 'Entregado'],
      ]);
      for (const { hint } of steps) expect(hint, hint).toMatch(/^(¡[^!]+!|[A-ZÁÉÍÓÚ][^.!?]*\.)$/);
    }
  });
});
