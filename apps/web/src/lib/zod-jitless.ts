import { config } from 'zod';

// zod 4 compiles validators with `new Function` (and probes for it) unless jitless: the page's
// CSP allows no eval, so the probe alone was a violation on every page (decision 044). Called as
// `config`, not `z.config`: the build treats every `z.*` call as pure and would drop it.
config({ jitless: true });
