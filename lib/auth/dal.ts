import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { PublicUser } from '@/lib/db/users';
import { currentUser } from './session';

// The data-access checks (Next's auth guide, "verify in the DAL"). Every layout, page and route
// handler of the admin area calls one of these before it reads or renders anything: the proxy is
// only a first redirect, a layout's redirect does not stop its page from rendering into the same
// response, and a client navigation can ask for a page without its layout. React's cache() runs
// the check once per request however many segments ask.

export const ADMIN_LOGIN_PATH = '/login?acceso=admin';

/** The signed-in user with a live session; otherwise a redirect to the login (it throws). */
export const requireUser = cache(async (): Promise<PublicUser> => {
  const user = await currentUser();
  if (!user) redirect(ADMIN_LOGIN_PATH);
  return user;
});
