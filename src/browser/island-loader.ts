/**
 * The island client entry: finds the islands on the page and hydrates each when due. React and
 * each island's code are separate chunks, loaded only by pages that have islands.
 */
import { ISLAND_LOADERS, type IslandName } from '../islands/registry.ts';

function whenDue(el: Element, run: () => void): void {
  const when = el.getAttribute('data-hydrate');
  if (when === 'load') return run();
  if (when === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return;
  }
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
  idle(() => run());
}

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  const load = ISLAND_LOADERS[name];
  if (!load) return;
  const propsScript = el.previousElementSibling;
  const props = propsScript?.matches(`script[data-island-props="${name}"]`) ? JSON.parse(propsScript.textContent || '{}') : {};
  const [{ hydrateIsland }, Component] = await Promise.all([import('./hydrate.tsx'), load()]);
  hydrateIsland(el, Component, props);
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach((el) => whenDue(el, () => void hydrate(el)));
