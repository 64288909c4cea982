/**
 * The hydrate module under React's own client (`--client react`, generator/outputs/scripts.ts puts it in
 * place of hydrate.tsx). React 19's hydrateRoot inside startTransition: hydration is then
 * interruptible, yielding to the browser between units of work instead of holding the main thread
 * for a whole island; input that arrives meanwhile is held and replayed by early-input.ts once the
 * island has committed, as under Preact.
 */
import { startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Renders nothing of its own (so hydration still matches the server HTML); tells when the island has committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, []);
  return children;
}

/**
 * Reported so a test or a developer sees them: React recovers from a mismatch by rendering the
 * island afresh on the client, which would throw away the server HTML the islands keep
 * (server-html.tsx), so a mismatch is a bug, not a warning.
 */
function reportRecoverable(error: unknown): void {
  console.error('[island hydration]', error);
}

/** Resolves once the island is hydrated and interactive: held input may be replayed then. */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<any>, props: object): Promise<void> {
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        el,
        <Committed onCommit={resolve}>
          <Component {...props} />
        </Committed>,
        { onRecoverableError: reportRecoverable },
      );
    });
  });
}

/**
 * The Preact build warms its update path while idle (hydrate.tsx); React's reconciler has one path
 * for hydration and updates, so there is nothing to warm. Kept so the island loader is the same file.
 */
export function warmUpdatePath(): void {}
