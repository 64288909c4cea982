// The one place the altcha-lib version is pinned for the functions (Deno fetches it from npm;
// under vitest the `npm:` prefix is aliased to node_modules/altcha-lib, which package.json pins
// to the same version for the browser's solver). PBKDF2 through Web Crypto: the same derivation
// in Deno, Node and the browser.
export { createChallenge, verifySolution, type Challenge, type Payload, type Solution } from 'npm:altcha-lib@2.8.0';
export { deriveKey } from 'npm:altcha-lib@2.8.0/algorithms/web/pbkdf2';
