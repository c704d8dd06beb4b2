import { ownerEmailsNotice } from '@/lib/auth/owner';

// What the server says once when it starts (instrumentation.ts): settings that no longer do what an
// operator may think they do.

type Env = Record<string, string | undefined>;

export function startupNotices(env: Env, { production, forwarding }: { production: boolean; forwarding: boolean }): string[] {
  const notices: string[] = [];
  const owners = ownerEmailsNotice(env.OWNER_EMAILS);
  if (owners) notices.push(owners);
  if (production && !forwarding) {
    notices.push(
      '[http] This server was not started through serve.mjs (`npm start` or the Docker image): the client address comes from X-Forwarded-For as a client sent it, so the per-address limits can be dodged (docs/decisions/010-client-address.md).',
    );
  }
  return notices;
}
