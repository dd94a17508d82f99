import { z } from "zod";

// zod compiles object parsers with `new Function` when it may, and probes for that with a
// `new Function("")` in a try/catch. Under the page's Content-Security-Policy (no 'unsafe-eval')
// the probe throws, quietly — but the browser still fires a `securitypolicyviolation` (and would
// send a CSP report) on every page. Jitless mode skips both the probe and the compilation.
// This module is the client entry's first import, so it runs before any schema is built
// (zod reads the setting as each schema is created).
z.config({ jitless: true });
