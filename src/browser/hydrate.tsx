/**
 * Kept apart from the island loader so the runtime is a chunk of its own, fetched only when an island
 * hydrates. The code is written against React's API; in the browser bundle `react` and
 * `react-dom/client` are Preact's compat layer (generator/scripts.ts), which hydrates the HTML that
 * react-dom/server wrote without changing it (tests/browser/widgets.test.ts checks that).
 */
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

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
