import type { z } from 'zod';

// zod compiles a fast parser for each object schema with `new Function`, and probes whether it may
// the first time one is built. The pages' content-security-policy forbids eval, so the probe
// logged a violation in every browser console (issue 17): the browser's zod interprets instead.
// zod keeps its settings in this global (the object `config({ jitless: true })` writes to), so the
// setting is made here without loading zod: no page's first view loads zod, and the chunks that
// load it later find the setting made (docs/decisions/0045). main.tsx imports this first.
declare global {
  var __zod_globalConfig: z.core.$ZodConfig | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;
