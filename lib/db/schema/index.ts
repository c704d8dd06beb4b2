import type {
  ActivationAttemptsTable,
  DevicesTable,
  LoginAttemptsTable,
  LoginBudgetTable,
  OwnerInvitesTable,
  SignupAttemptsTable,
  UsersTable,
} from './accounts';
import type {
  MenuCategoriesTable,
  MenuChangesTable,
  MenuProductsTable,
  MenuStateTable,
  OptionListsTable,
  OptionSoldOutTable,
  OrdersPauseTable,
  ProductAvailabilityTable,
  ShopClosureTable,
  ShopHoursTable,
  ShopSettingsTable,
} from './shop';
import type {
  OrderAttemptsTable,
  OrderLinesTable,
  OrderStatusChangesTable,
  OrderWithdrawalsTable,
  OrdersTable,
  PushKeysTable,
  PushSubscriptionsTable,
} from './orders';

// The tables as TypeScript sees them, for both engines (lib/db/migrations/ creates them; ../schema.test.ts
// compares the two). Times are milliseconds since 1970 (bigint on PostgreSQL, read back as numbers);
// flags are 0 or 1. One module per concern: ./accounts.ts, ./shop.ts, ./orders.ts.

export type { OrderLinesTable, OrdersTable } from './orders';

export interface Schema {
  users: UsersTable;
  login_attempts: LoginAttemptsTable;
  login_budget: LoginBudgetTable;
  owner_invites: OwnerInvitesTable;
  devices: DevicesTable;
  signup_attempts: SignupAttemptsTable;
  activation_attempts: ActivationAttemptsTable;
  product_availability: ProductAvailabilityTable;
  shop_closure: ShopClosureTable;
  orders_pause: OrdersPauseTable;
  menu_categories: MenuCategoriesTable;
  menu_products: MenuProductsTable;
  option_lists: OptionListsTable;
  option_sold_out: OptionSoldOutTable;
  shop_settings: ShopSettingsTable;
  shop_hours: ShopHoursTable;
  menu_changes: MenuChangesTable;
  menu_state: MenuStateTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_changes: OrderStatusChangesTable;
  order_attempts: OrderAttemptsTable;
  order_withdrawals: OrderWithdrawalsTable;
  push_keys: PushKeysTable;
  push_subscriptions: PushSubscriptionsTable;
}
