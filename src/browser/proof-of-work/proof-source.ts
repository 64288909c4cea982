/**
 * Proofs of work for one function's calls (supabase/functions/_shared/proof-of-work.ts): the
 * challenge is fetched and solved in a Web Worker while the visitor types (`start`, on the form's
 * first input), and `take` hands the solved proof to the submit, waiting for it if the solver is
 * not done yet (the button stays in its loading state meanwhile). A proof is good for one call:
 * a retry after a failed call takes a fresh one, which `start` begins as soon as the call fails.
 *
 * What the visitor meets when it goes wrong: a challenge the backend does not hand out rejects
 * with the form's own failure text (docs/product-rules.md#error-messages) or the network/timeout
 * text, and what was typed stays. A browser that cannot solve (no module workers or Web Crypto)
 * sends the call without a proof; the backend then holds it to the smaller ceiling of unproven calls.
 */
import type { SolveAnswer, SolveRequest } from './solver-worker.ts';
import { encodeProofHeader } from '../../../supabase/functions/_shared/proof-header.ts';

/** A proof this close to its challenge's expiry is dropped and a new one solved. */
const EXPIRY_MARGIN_MS = 60_000;

interface Solved {
  /** The X-Proof-Of-Work header value, or null when this browser could not solve. */
  header: string | null;
  /** When the challenge expires (ms since the epoch). */
  expiresAt: number;
}

export interface ProofSource {
  start(): void;
  take(): Promise<string | null>;
}

/**
 * `fetchChallenge` GETs the function's challenge (throwing the visitor's message when it fails);
 * `solver` solves it off the main thread.
 */
export function createProofSource(fetchChallenge: () => Promise<unknown>, solver: (challenge: unknown) => Promise<SolveAnswer['solution']> = solveInWorker): ProofSource {
  let pending: Promise<Solved> | null = null;
  const begin = () => {
    const attempt = (async (): Promise<Solved> => {
      const challenge = await fetchChallenge();
      const expiresAt = Number((challenge as { parameters?: { expiresAt?: unknown } })?.parameters?.expiresAt) * 1000 || Date.now() + 5 * 60_000;
      const solution = await solver(challenge).catch(() => null);
      performance.mark?.('vertiq:proof-of-work', { detail: { solveMs: solution?.time ?? null } });
      return { header: solution ? encodeProofHeader({ challenge, solution }) : null, expiresAt };
    })();
    // A failed fetch is reported at take(); the next start() or take() tries again.
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
    pending = attempt;
    return attempt;
  };
  return {
    start() {
      pending ??= begin();
    },
    async take() {
      let solved = await (pending ?? begin());
      if (solved.expiresAt - Date.now() < EXPIRY_MARGIN_MS) solved = await begin();
      pending = null;
      return solved.header;
    },
  };
}

let worker: Promise<Worker> | null = null;

/** One module worker for the page, created on the first solve. */
function solverWorker(): Promise<Worker> {
  worker ??= import('./solver-worker.ts').then(({ solverWorkerUrl }) => new Worker(solverWorkerUrl, { type: 'module', name: 'proof-of-work' }));
  worker.catch(() => (worker = null));
  return worker;
}

/** Solves in the worker, one challenge at a time; null when this browser cannot. */
let queue: Promise<unknown> = Promise.resolve();
function solveInWorker(challenge: unknown): Promise<SolveAnswer['solution']> {
  const run = queue.then(async () => {
    if (typeof Worker === 'undefined' || !globalThis.crypto?.subtle) return null;
    const solver = await solverWorker();
    return new Promise<SolveAnswer['solution']>((resolve) => {
      const onMessage = (event: MessageEvent<SolveAnswer>) => finish(event.data?.solution ?? null);
      const onError = () => {
        // A worker that failed to load or crashed is replaced on the next solve.
        solver.terminate();
        worker = null;
        finish(null);
      };
      const finish = (solution: SolveAnswer['solution']) => {
        solver.removeEventListener('message', onMessage);
        solver.removeEventListener('error', onError);
        resolve(solution);
      };
      solver.addEventListener('message', onMessage);
      solver.addEventListener('error', onError);
      solver.postMessage({ challenge } satisfies SolveRequest);
    });
  });
  queue = run.catch(() => undefined);
  return run.catch(() => null);
}
