import { describe, expect, it } from 'vitest';
import { startupNotices } from './startup-notices';

describe('startupNotices', () => {
  it('says nothing for a server started through the production entry without OWNER_EMAILS', () => {
    expect(startupNotices({}, { production: true, forwarding: true })).toEqual([]);
    expect(startupNotices({}, { production: false, forwarding: false })).toEqual([]);
  });

  it('tells how to invite the owners OWNER_EMAILS named', () => {
    const [notice] = startupNotices({ OWNER_EMAILS: 'duena@crepivara.cr' }, { production: true, forwarding: true });
    expect(notice).toContain('npm run owner -- invite duena@crepivara.cr');
  });

  it('warns a production server started without the entry that clients choose their address', () => {
    expect(startupNotices({}, { production: true, forwarding: false }).join('\n')).toContain('serve.mjs');
  });
});
