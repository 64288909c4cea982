// The edge functions import packages the Deno way (`npm:zod@4.6.7`). vitest.config.ts
// aliases that to node_modules/zod when the tests import the handlers; this tells tsc the same.
declare module 'npm:zod@4.6.7' {
  export * from 'zod';
}
