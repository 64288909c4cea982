/**
 * Named points of a build where a machine may stop (a kill, a power cut), for the fault tests
 * (tests/build/faults.test.ts): each step that leaves something on disk calls `faultPoint(name)`.
 * Armed with `armFaultPoint(n)` (only by the test's runner, tests/build/support/fault-build.ts; no
 * environment variable, no option of the product), the n-th point the process reaches kills it with
 * SIGKILL, as `kill -9` would, so the tests stop a build deterministically at every point in turn.
 * Unarmed (always, in the product), a point only counts.
 *
 * Plain JavaScript so verified-cache.mjs, which cli/run.mjs loads before TypeScript, can mark its points.
 */
let armedAt = 0;
let reached = 0;
/** Names of the points reached so far, in order (the runner reports them, so a test can name a kill). */
export const reachedPoints = [];

/** Kills this process with SIGKILL at the `n`-th fault point from now (1 = the next one). */
export function armFaultPoint(n) {
  armedAt = reached + n;
}

/** A point where the build may be stopped; SIGKILLs the process when it is the armed one. */
export function faultPoint(name) {
  reached++;
  if (armedAt === 0) return;
  reachedPoints.push(name);
  if (reached === armedAt) {
    // Said on stderr first (synchronously), so the test can name the point the build died at.
    process.stderr.write(`fault point ${reached}: ${name}\n`);
    process.kill(process.pid, 'SIGKILL');
  }
}
