/** Kept apart from client.ts so React is a chunk of its own, fetched only when an island hydrates. */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland(el: HTMLElement, Component: ComponentType<any>, props: object): void {
  hydrateRoot(el, <Component {...props} />);
  el.setAttribute('data-hydrated', '');
}
