'use client';

import { useState } from 'react';
import { DEFAULT_DETAILS, type OrderDetails, type PaymentMethod } from '@/lib/order/details';
import { useLinkedTable } from '@/components/cart/table-store';
import { initialDetails, rememberDetails, withTable } from './order-details-store';

/**
 * The checkout's fields as kept on this browser (./order-details-store.ts): a change is remembered
 * at once; a remembered payment the shop no longer takes reads as the first one it takes; the QR
 * table scanned or removed while the form is open (another tab, the "Mesa 7" chip) is followed,
 * unless the customer has changed the choice since (adjusted during render).
 */
export function useOrderDetails(payments: readonly PaymentMethod[]): [OrderDetails, (next: OrderDetails) => void] {
  const [stored, setStored] = useState<OrderDetails>(initialDetails);
  const details = payments.includes(stored.pago) || payments.length === 0 ? stored : { ...stored, pago: payments[0]! };
  const table = useLinkedTable();
  const [tableShown, setTableShown] = useState(table);
  if (table !== tableShown) {
    setTableShown(table);
    const preselected = details.tipo === 'mesa' && details.mesa === String(tableShown);
    if (table !== null && (details.tipo === '' || preselected)) setStored(withTable(details, table));
    else if (table === null && preselected) setStored({ ...details, tipo: DEFAULT_DETAILS.tipo, mesa: DEFAULT_DETAILS.mesa });
  }
  function update(next: OrderDetails) {
    setStored(next);
    rememberDetails(next);
  }
  return [details, update];
}
