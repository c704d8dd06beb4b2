import { z } from 'zod';

// The site's CSP has no 'unsafe-eval'. Zod otherwise probes `new Function` on first parse, and
// the browser reports that caught attempt as a CSP violation. Import `z` from here.
z.config({ jitless: true });

export { z };
