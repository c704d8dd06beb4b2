// An account as every part of the site may see it (server and browser): never a password hash,
// never a token. The store returns these; the panel and the desk render them.

export interface PublicUser {
  id: number;
  nombre: string;
  apellido: string;
  correo: string;
}

/** The signed-in account, with its role: granted only by the operator's invitation. */
export interface SessionUser extends PublicUser {
  owner: boolean;
}

/** Who made a change, as every log keeps it (the menu's history, the desk's, an order's moves). */
export type Author = Pick<PublicUser, 'id' | 'nombre'>;
