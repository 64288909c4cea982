/**
 * The proof-of-work solver, run in a Web Worker so the search never touches the main thread.
 * The page loads this module with a dynamic import only to learn its own URL (`import.meta.url`:
 * a same-origin, content-hashed chunk, so the CSP's script-src 'self' covers the worker and no
 * blob: or third-party host is needed), then starts `new Worker(url, { type: 'module' })` on it.
 * In the worker the same module answers messages; altcha-lib is imported only there.
 */
export const solverWorkerUrl: string = import.meta.url;

/** What the page posts: an ALTCHA challenge as the function handed it out. */
export interface SolveRequest {
  challenge: unknown;
}
/** What the worker answers: the solution, or null when it could not solve (no Web Crypto, timed out). */
export interface SolveAnswer {
  solution: { counter: number; derivedKey: string; time?: number } | null;
}

/** The longest a solve may run before the page is told to go on without a proof. */
const SOLVE_TIMEOUT_MS = 30_000;

declare const WorkerGlobalScope: { new (): unknown } | undefined;
const inWorker = typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope;

if (inWorker) {
  self.addEventListener('message', (event: MessageEvent<SolveRequest>) => {
    void solve(event.data.challenge).then((solution) => self.postMessage({ solution } satisfies SolveAnswer));
  });
}

async function solve(challenge: unknown): Promise<SolveAnswer['solution']> {
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
    return await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey, timeout: SOLVE_TIMEOUT_MS });
  } catch {
    return null;
  }
}
