// The one place the zod version is pinned for the functions (Deno fetches it from npm;
// under vitest the `npm:` prefix is aliased to node_modules/zod).
export { z } from 'npm:zod@4.6.7';
