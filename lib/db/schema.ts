import type { Generated } from 'kysely';

// The tables as TypeScript sees them, for both engines (lib/db/migrations.ts creates them). Times
// are milliseconds since 1970 (bigint on PostgreSQL, read back as numbers); flags are 0 or 1.

interface UsersTable {
  id: Generated<number>;
  nombre: string;
  apellido: string;
  correo: string;
  password_hash: string;
  session_version: Generated<number>;
  created_at: Generated<string>;
  /** 'customer' or 'owner': granted only by the operator's invitation (lib/db/owners.ts). */
  role: Generated<string>;
}

interface LoginAttemptsTable {
  id: Generated<number>;
  /** The account's key (a hash of the e-mail). */
  account: string;
  address: string;
  device: string | null;
  /** 1 when the attempt came with the account's device cookie. */
  trusted: Generated<number>;
  at: number;
}

/** The account's guessing budget: `tokens` guesses left at time `at` (they refill with time). */
interface LoginBudgetTable {
  account: string;
  tokens: number;
  at: number;
}

interface OwnerInvitesTable {
  token_hash: string;
  correo: string;
  created_at: number;
  used_at: number | null;
}

/** The browsers an account signed in from, by the hash of their device cookie. */
interface DevicesTable {
  id: string;
  user_id: number;
  label: string;
  created_at: number;
  last_seen_at: number;
}

interface SignupAttemptsTable {
  id: Generated<number>;
  address: string;
  at: number;
}

interface ProductAvailabilityTable {
  product_id: number;
  disponible: number;
}

interface ShopClosureTable {
  id: number;
  /** The first day the shop opens again, a Costa Rica date (YYYY-MM-DD). */
  reabre: string;
}

interface DeskChangesTable {
  id: Generated<number>;
  section: string;
  detail: string;
  user_id: number | null;
  user_name: string;
  at: number;
}

export interface Schema {
  users: UsersTable;
  login_attempts: LoginAttemptsTable;
  login_budget: LoginBudgetTable;
  owner_invites: OwnerInvitesTable;
  devices: DevicesTable;
  signup_attempts: SignupAttemptsTable;
  product_availability: ProductAvailabilityTable;
  shop_closure: ShopClosureTable;
  desk_changes: DeskChangesTable;
}
