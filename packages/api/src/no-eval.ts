/**
 * Imported first where an app starts in the browser (the shell's back office, the public-site
 * remote's entry): zod then parses without compiling code with `new Function`. The pages'
 * Content-Security-Policy has no 'unsafe-eval' (docs/architecture.md), and zod probes for eval,
 * and decides, when an object schema is *built*, so this must run before any module that builds
 * schemas is evaluated. The setting lives on globalThis, so one call covers every app's own copy
 * of zod (the remotes bundle theirs). The server does not import it: its parsers stay compiled.
 *
 * It writes zod 4's global configuration object (`globalThis.__zod_globalConfig`, the object
 * zod's `config()` changes) instead of importing `config` from zod: that import brought zod's
 * core (4 KB brotli) onto the sign-in page and every first page, before any schema is needed
 * (see docs/decisions/0008-zod-out-of-first-pages.md). no-eval.test.ts checks that zod reads this object.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
