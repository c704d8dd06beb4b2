import type { Generated } from 'kysely';

// The accounts' tables: users, their devices, invitations and the guessing budgets (lib/db/users.ts,
// lib/db/devices.ts, lib/db/attempts.ts).

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  session_version: Generated<number>;
  created_at: Generated<string>;
  /** 'customer' or 'owner': granted only by the operator's invitation (lib/db/owners.ts). */
  role: Generated<string>;
  /** Random, per account, carried by its session tokens: a new account never shares a deleted one's. */
  session_key: string;
}

export interface LoginAttemptsTable {
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
export interface LoginBudgetTable {
  account: string;
  tokens: number;
  at: number;
}

export interface OwnerInvitesTable {
  token_hash: string;
  email: string;
  created_at: number;
  used_at: number | null;
}

/** The browsers an account signed in from, by the hash of their device cookie. */
export interface DevicesTable {
  id: string;
  user_id: number;
  label: string;
  created_at: number;
  last_seen_at: number;
}

export interface SignupAttemptsTable {
  id: Generated<number>;
  address: string;
  at: number;
}

/** A failed owner activation (a link unknown, used or expired) from an address bucket. */
export interface ActivationAttemptsTable {
  id: Generated<number>;
  address: string;
  at: number;
}
