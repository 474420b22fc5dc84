import { z } from "zod";

// Our CSP has no 'unsafe-eval' (docs/design/security.md DP-2). Zod 4 probes for eval with
// `Function("")` before its first object parse, which the browser reports as a CSP violation even
// though zod catches the error; jitless mode skips the probe (and the eval-compiled fast path).
// Imported first by main.tsx so it runs before any schema parses (found by e2e/security.e2e.ts,
// issue 8).
z.config({ jitless: true });
