/**
 * An island is a marked element plus its serialized props (docs/product-rules.md#islands). The server renders
 * the component's HTML inside `<div data-island=NAME data-hydrate=WHEN>` and puts its props, through
 * the one script serializer, in a JSON script just before it. The client entry
 * (src/browser/island-loader.ts) finds the markers, loads only the islands present and hydrates each
 * when due. Props must be JSON data.
 */
import type { ComponentType, ReactNode } from 'react';
import { serializeForScript } from '../render/serialize.ts';
import type { IslandName } from './registry.ts';

/** `load`: above the fold, hydrate at once; `visible`: when scrolled near; `idle`: when the main thread rests. */
export type HydrateWhen = 'load' | 'idle' | 'visible';

/**
 * `noscript`: what a visitor without JavaScript is told (or given) beside the island, e.g. that a
 * form needs JavaScript to send and how to reach sales instead; never a silent failure.
 */
export function defineIsland<P extends object>(name: IslandName, Component: ComponentType<P>, when: HydrateWhen, noscript?: ReactNode) {
  // `children`, where an island takes them, are static server HTML (server-html.tsx): rendered
  // inside the island but not serialized, so the browser never receives them as props.
  function IslandHost({ children, ...props }: P & { children?: ReactNode }) {
    return (
      <>
        <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: serializeForScript(props) }} />
        <div data-island={name} data-hydrate={when}>
          <Component {...(props as P)}>{children}</Component>
        </div>
        {noscript && <noscript>{noscript}</noscript>}
      </>
    );
  }
  IslandHost.displayName = `Island(${name})`;
  return IslandHost;
}
