/**
 * The island client entry: finds the islands on the page and hydrates each when due. The runtime and
 * each island's code are separate chunks, loaded only by pages that have islands.
 */
import { ISLAND_LOADERS, type IslandName } from '../islands/registry.ts';
// The same names as in early-input.ts, spelled out: importing them would make a chunk shared with
// the enhancement script, a second request in front of it on every page.
const ISLAND_WAKE_EVENT = 'island:wake';
const ISLAND_HYDRATED_EVENT = 'island:hydrated';

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

/** A new task: input and rendering waiting behind this one go first. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  const load = ISLAND_LOADERS[name];
  if (!load) return;
  const propsScript = el.previousElementSibling;
  const props = propsScript?.matches(`script[data-island-props="${name}"]`) ? JSON.parse(propsScript.textContent || '{}') : {};
  const [{ hydrateIsland, warmUpdatePath }, Component] = await Promise.all([import('./hydrate.tsx'), load()]);
  // The island's code was evaluated in the task that delivered it; hydrating in a task of its own
  // keeps the two apart (together they made one task of 50-58 ms at 4x CPU for the demo widget).
  await yieldToBrowser();
  await hydrateIsland(el, Component, props);
  warmUpdatePath();
  el.setAttribute('data-hydrated', '');
  el.dispatchEvent(new CustomEvent(ISLAND_HYDRATED_EVENT)); // early-input.ts replays what it held
}

/** Each island hydrates once: when due, or at once when input reached it early (early-input.ts). */
function start(el: HTMLElement): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    void hydrate(el);
  };
  if (el.getAttribute('data-hydrate') === 'now') return run();
  el.addEventListener(ISLAND_WAKE_EVENT, run, { once: true });
  whenDue(el, run);
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach(start);
