// The owner role: the accounts named in OWNER_EMAILS (comma-separated, any case). Decided on the
// server for every request from the account's e-mail, never from anything the browser stores.

/** The owner e-mails of an OWNER_EMAILS value, trimmed and lower-cased; empty parts ignored. */
export function parseOwnerEmails(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part.includes('@')),
  );
}

/** True when `correo` is one of the owners (read at run time: a restart applies a change). */
export function isOwner(correo: string, owners: ReadonlySet<string> = parseOwnerEmails(process.env.OWNER_EMAILS)): boolean {
  return owners.has(correo.trim().toLowerCase());
}
