/**
 * No eval under the Content-Security-Policy (docs/web.md, "Content-Security-Policy"): zod compiles its object parsers
 * with `new Function` unless told not to, and asks whether it may when a schema is built (src/core/record.ts builds
 * its schemas as it loads), which a policy without 'unsafe-eval' reports as a violation. main.tsx imports this module
 * first, so zod is in its jitless mode before any schema exists. (Parsing a record is as correct either way, and
 * takes microseconds.)
 */
import { config } from 'zod/mini';

config({ jitless: true });
