/**
 * Pays the demo form's date-field cost off the main thread. The first `datetime-local` input a page
 * makes builds the locale's date and time patterns in ICU, whose caches are the renderer process's, not
 * the page's: ~100-170 ms of script at 4x CPU on a two-core machine, in one call that no code of ours
 * can split (BENCHMARKS.md: the warm-up task of 6b0c78f alone held 56-62 ms at `/`'s first
 * interaction). Formatting a date with the same fields in a worker fills those caches; the input then
 * costs the main thread ~10-40 ms.
 *
 * This module is its own worker: the forms chunk imports it lazily, so esbuild writes it as a chunk of
 * its own with no imports, and `new Worker(import.meta.url)` runs that same file (same origin, so the
 * CSP's `script-src 'self'`, which `worker-src` falls back to, allows it; no blob: or data: URL).
 * Nothing here may touch the DOM at the top level: in the worker there is none.
 */

const inWorker = typeof document === 'undefined' && typeof postMessage === 'function';

if (inWorker) {
  // The fields a datetime-local input lays out (date and time, two digits each), and the styled form
  // the time-zone field's labels use.
  new Intl.DateTimeFormat(undefined, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date());
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date());
  postMessage('warm');
}

/** How long a page waits for the worker before it builds the form anyway (a stalled worker costs a wait, not the form). */
const WORKER_WAIT_MS = 1500;

/** Resolves when the worker has filled ICU's caches, failed, or taken longer than WORKER_WAIT_MS; never rejects. */
export function warmIntlOffThread(): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, WORKER_WAIT_MS);
    try {
      worker = new Worker(import.meta.url, { type: 'module', name: 'intl-warm' });
      worker.onmessage = done;
      worker.onerror = done;
    } catch {
      done(); // no module workers, or a CSP that refuses the file: the input pays on the main thread as before
    }
  });
}
