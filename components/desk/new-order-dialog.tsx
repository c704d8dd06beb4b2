'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { findProduct } from '@/components/menu/live-menu';
import { seedMenuFacts } from '@/components/menu/menu-facts-store';
import { addItem, decrementItem, incrementItem, orderTotal, removeItem, type CartItem, type Selection } from '@/lib/cart/cart';
import { hasChoices } from '@/lib/cart/options';
import { apiClient } from '@/lib/api-client';
import { DESK_SAVE_FAILED } from '@/lib/desk/time-ago';
import type { MenuFacts } from '@/lib/menu/facts';
import { deliveryFeeFor, offeredPayments } from '@/lib/menu/settings';
import { formatColones } from '@/lib/money';
import { foldText } from '@/lib/text';
import { CHANNEL_LABELS, DESK_CHANNELS, type DeskChannel } from '@/lib/order/channel';
import { deskOrderBody, deskOrderMessages } from '@/lib/order/desk-order';
import { detailMessages, type PaymentMethod } from '@/lib/order/details';
import { orderReference, type Fulfilment } from '@/lib/order/message';
import { ORDER_TYPE_LABELS, PAYMENT_LABELS } from '@/lib/order/record';
import { newOrderKey } from '@/lib/order/token';
import { answerMessage } from '@/lib/validation/answer';
import { brandButton } from '@/components/ui/brand-button';
import { Chips } from './chips';
import { DeskDialog, closeDialogOf } from './desk-dialog';

// The shop's own options dialog ("Personaliza tu ..."), the same choices and prices as a customer's.
const ProductOptionsDialog = lazy(() => import('@/components/cart/product-options-dialog'));

type OrderType = Fulfilment['type'];
const ORDER_TYPES: readonly OrderType[] = ['llevar', 'mesa', 'domicilio'];

const field = 'mt-1 block w-full rounded-2xl border-2 border-line bg-surface px-3 py-2 text-ink';
/**
 * "Nuevo pedido": an order taken by WhatsApp, by phone or at the counter, put on the board like the
 * site's. Products from the live menu (the shop's options dialog for their choices), the type, a
 * name or phone, the channel and the payment; the server prices it (POST /api/desk/orders).
 */
export default function NewOrderDialog({ facts, onClose, onRecorded }: { facts: MenuFacts; onClose: () => void; onRecorded: (message: string) => void }) {
  // The options dialog and the lines read the menu the page was rendered with (seeded once).
  useState(() => seedMenuFacts(facts));
  const [identity] = useState(() => ({ key: newOrderKey(), reference: orderReference() }));
  const [items, setItems] = useState<CartItem[]>([]);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<OrderType>('llevar');
  const [table, setTable] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [customer, setCustomer] = useState('');
  const [channel, setChannel] = useState<DeskChannel>('mostrador');
  const payments = offeredPayments(facts.ajustes);
  const [payment, setPayment] = useState<PaymentMethod>(payments[0] ?? 'efectivo');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  // Found as the desk's other searches find them: without accents or case ("cafe" finds "Café").
  const needle = foldText(search.trim());
  const extras = new Set(facts.extras);
  const products = facts.productos.filter((product) => !extras.has(product.id) && foldText(product.nombre).includes(needle));
  const fee = deliveryFeeFor(type, facts.ajustes);
  const total = orderTotal(items, fee);

  function add(productId: number, selection: Selection = {}) {
    const product = findProduct(productId);
    if (product) setItems((current) => addItem(current, product, selection, findProduct));
  }

  function pick(productId: number) {
    const product = findProduct(productId);
    if (!product) return;
    if (hasChoices(product, findProduct)) setChoosing(productId);
    else add(productId);
  }

  function fulfilment(): Fulfilment {
    if (type === 'mesa') return { type, table: Number(table) };
    if (type === 'domicilio') return { type, address, landmark: '', phone };
    return { type };
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (items.length === 0) return setError(deskOrderMessages.empty);
    if (type === 'mesa' && table === '') return setError(detailMessages.mesa);
    const form = event.currentTarget;
    setBusy(true);
    setError('');
    const body = deskOrderBody({
      ...identity,
      customer,
      fulfilment: fulfilment(),
      payment: payment === 'efectivo' ? { method: 'efectivo', cashAmount: null } : payment === 'sinpe' ? { method: 'sinpe', phone: '' } : { method: 'tarjeta' },
      channel,
      items,
    });
    const answer = await apiClient.post('/desk/orders', body);
    setBusy(false);
    if (answer.status === 200 || answer.status === 201) {
      onRecorded(answerMessage(answer.body, deskOrderMessages.recorded(identity.reference)));
      closeDialogOf(form);
    } else setError(answerMessage(answer.body, DESK_SAVE_FAILED));
  }

  return (
    <DeskDialog title="Nuevo pedido" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
        <fieldset>
          <legend className="text-lg font-extrabold">Productos</legend>
          <label className="mt-2 block text-sm font-bold text-ink-2">
            Buscar producto
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} className={field} autoComplete="off" />
          </label>
          <ul aria-label="Menú" className="mt-2 max-h-56 overflow-y-auto rounded-2xl border border-line">
            {products.map((product) => (
              <li key={product.id} className="border-b border-line/60 last:border-b-0">
                <button
                  type="button"
                  disabled={!product.disponible}
                  onClick={() => pick(product.id)}
                  className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-surface-2 disabled:opacity-50"
                >
                  <span className="font-bold">{product.nombre}</span>
                  <span className="shrink-0 tabular-nums">{product.disponible ? formatColones(product.precio) : 'Agotado'}</span>
                </button>
              </li>
            ))}
          </ul>
          {items.length > 0 && (
            <ul aria-label="Pedido" className="mt-3 flex flex-col gap-2">
              {items.map((item) => (
                <li key={item.key} className="rounded-2xl bg-surface-2 px-3 py-2">
                  <div className="flex items-start justify-between gap-2">
                    <p>
                      <span className="font-bold">{item.nombre}</span>
                      {item.detalle && <span className="block text-sm text-ink-2">{item.detalle}</span>}
                    </p>
                    <span className="shrink-0 font-bold tabular-nums">{formatColones(item.precio * item.cantidad)}</span>
                  </div>
                  <div className="mt-1 flex items-center gap-2">
                    <button
                      type="button"
                      aria-label={`Quitar uno de ${item.nombre}`}
                      onClick={() => setItems((current) => decrementItem(current, item.key))}
                      className="size-11 rounded-full border-2 border-line font-extrabold"
                    >
                      <span aria-hidden="true">−</span>
                    </button>
                    <span className="min-w-6 text-center font-bold tabular-nums">{item.cantidad}</span>
                    <button
                      type="button"
                      aria-label={`Agregar uno de ${item.nombre}`}
                      onClick={() => setItems((current) => incrementItem(current, item.key))}
                      className="size-11 rounded-full border-2 border-line font-extrabold"
                    >
                      <span aria-hidden="true">+</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => setItems((current) => removeItem(current, item.key))}
                      className="ml-auto min-h-11 px-2 font-bold text-off underline"
                    >
                      Eliminar
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        <Chips legend="Llegó por" name={`${id}-canal`} values={DESK_CHANNELS} labels={CHANNEL_LABELS} value={channel} onChange={setChannel} />

        <Chips legend="Tipo de pedido" name={`${id}-tipo`} values={ORDER_TYPES} labels={ORDER_TYPE_LABELS} value={type} onChange={setType}>
          {type === 'mesa' && (
            <label className="mt-3 block font-bold">
              Mesa
              <input inputMode="numeric" value={table} onChange={(event) => setTable(event.target.value.replace(/\D/g, ''))} className={field} />
            </label>
          )}
          {type === 'domicilio' && (
            <>
              <label className="mt-3 block font-bold">
                Dirección
                <input value={address} onChange={(event) => setAddress(event.target.value)} className={field} autoComplete="off" />
              </label>
              <label className="mt-3 block font-bold">
                Teléfono (opcional)
                <input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} className={field} autoComplete="off" />
              </label>
            </>
          )}
        </Chips>

        <label className="block font-bold">
          Nombre o teléfono (opcional)
          <input value={customer} onChange={(event) => setCustomer(event.target.value)} className={field} autoComplete="off" />
        </label>

        <Chips legend="Pago" name={`${id}-pago`} values={payments} labels={PAYMENT_LABELS} value={payment} onChange={setPayment} />

        <div className="border-t border-line pt-3">
          {fee > 0 && (
            <p className="flex justify-between text-ink-2">
              <span>Envío</span>
              <span className="tabular-nums">{formatColones(fee)}</span>
            </p>
          )}
          <p className="flex justify-between text-xl font-extrabold">
            <span>Total</span>
            <span data-testid="nuevo-total" className="tabular-nums">
              {formatColones(total)}
            </span>
          </p>
          <p role="alert" className="mt-2 min-h-6 font-bold text-off">
            {error}
          </p>
          <button type="submit" disabled={busy} className={`${brandButton('md')} mt-1 w-full disabled:opacity-60`}>
            Registrar pedido
          </button>
        </div>
      </form>
      {choosing !== null && (
        <Suspense>
          <ProductOptionsDialog key={choosing} productId={choosing} onConfirm={(selection) => add(choosing, selection)} onClose={() => setChoosing(null)} />
        </Suspense>
      )}
    </DeskDialog>
  );
}
