// The orders' queries (docs/orders.md), one module per concern: ./records.ts (rows, reads, the
// 'orders' channel), ./intake.ts (new orders, withdrawals), ./changes.ts (moves, times, payments),
// ./retention.ts (erasure and pruning).
export { accountOrders, boardOrder, boardOrders, orderById, orderByToken, ordersBetween, subscribeToOrders } from './records';
export { insertOrder, orderByKey, slotCounts, withdrawOrder, WITHDRAWAL_KEEP_MS, type KnownOrder, type OrderHashes } from './intake';
export { addReadyTime, markSinpePaid, moveOrder, reportSinpePayment } from './changes';
export { eraseOrdersUpTo, pruneOrderAttempts, pruneOrderWithdrawals } from './retention';
