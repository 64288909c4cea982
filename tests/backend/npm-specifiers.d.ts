// The edge functions import packages the Deno way (`npm:zod@4.6.7`). vitest.config.ts
// aliases that to node_modules/zod when the tests import the handlers; this tells tsc the same.
declare module 'npm:zod@4.6.7' {
  export * from 'zod';
}
declare module 'npm:altcha-lib@2.8.0' {
  export * from 'altcha-lib';
}
declare module 'npm:altcha-lib@2.8.0/algorithms/web/pbkdf2' {
  export * from 'altcha-lib/algorithms/web/pbkdf2';
}
