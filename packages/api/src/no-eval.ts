/**
 * Imported first where an app starts in the browser (the shell's back office, the public-site
 * remote's entry): zod then parses without compiling code with `new Function`. The pages'
 * Content-Security-Policy has no 'unsafe-eval' (docs/architecture.md), and zod probes for eval,
 * and decides, when an object schema is *built*, so this must run before any module that builds
 * schemas is evaluated. The setting lives on globalThis, so one call covers every app's own copy
 * of zod (the remotes bundle theirs). The server does not import it: its parsers stay compiled.
 */
import { config } from 'zod';

config({ jitless: true });
