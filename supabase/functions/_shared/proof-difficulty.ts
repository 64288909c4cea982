/**
 * The proof of work's difficulty and challenge options (proof-of-work.ts hands them to altcha-lib).
 * Kept free of imports so Node tools (the benchmark, tests) read the same figures as Deno.
 *
 * Deterministic mode: the server picks the counter (uniformly in [counterMin, counterMax]) and
 * derives its key; the solver finds it by deriving keys from 0 up, so a solve costs counter x `cost`
 * PBKDF2-SHA-256 iterations, never more than counterMax x cost (a visitor's worst case is bounded,
 * unlike a random-prefix search). Chosen so a phone at a quarter of a laptop's speed is done within
 * about a second of worker time (BENCHMARKS.md, "Proof of work").
 */
export const PROOF_OF_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counterMin: 120,
  counterMax: 250,
  /** A challenge is good for this long; the page fetches a new one when its proof is older. */
  expiresInSeconds: 15 * 60,
} as const;

/** altcha-lib's createChallenge options for a call of `call` at `now`, short of the key derivation and the secret. */
export function challengeOptions(call: string, now: Date, counter: number = randomCounter()) {
  return {
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    counter,
    data: { call },
    expiresAt: Math.floor(now.getTime() / 1000) + PROOF_OF_WORK.expiresInSeconds,
  };
}

function randomCounter(): number {
  const span = PROOF_OF_WORK.counterMax - PROOF_OF_WORK.counterMin + 1;
  return PROOF_OF_WORK.counterMin + (crypto.getRandomValues(new Uint32Array(1))[0] % span);
}
