/**
 * Kept apart from the island loader so the runtime is a chunk of its own, fetched only when an island
 * hydrates. The code is written against React's API; in the browser bundle `react` and
 * `react-dom/client` are Preact's compat layer (generator/outputs/scripts.ts), which hydrates the HTML that
 * react-dom/server wrote without changing it (tests/browser/widgets.test.ts checks that).
 */
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Renders nothing of its own (so hydration still matches the server HTML); tells when the island has committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, []);
  return children;
}

/** Resolves once the island is hydrated and interactive: held input may be replayed then. */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<any>, props: object): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      el,
      <Committed onCommit={resolve}>
        <Component {...props} />
      </Committed>,
    );
  });
}

let warmed = false;
/**
 * Runs the runtime's update path once, while the page is idle, on a detached element: hydration
 * exercises only the hydrating branches of Preact's diff, so a visitor's first press paid for the
 * update branches' first run (issue 11: first interaction within 100 ms at 4x CPU).
 */
export function warmUpdatePath(): void {
  if (warmed) return;
  warmed = true;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 500));
  idle(() => {
    const root = createRoot(document.createElement('div'));
    const view = (busy: boolean) => (
      <form className={busy ? 'a' : 'b'} aria-label="warm">
        <input name="n" defaultValue="x" />
        <p role="alert">{busy ? null : 'message'}</p>
        <button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <svg viewBox="0 0 1 1" aria-hidden="true"><path d="M0 0" /></svg>}
          Send
        </button>
      </form>
    );
    root.render(view(false));
    root.render(view(true));
    root.render(view(false));
    root.unmount();
  });
}
