/**
 * No interaction is lost while an island's code is on its way (issue 11). From the moment this
 * script runs, input that reaches an island not yet hydrated is captured on the document: an
 * activation (click, Enter or Space on a control, arrow keys on a tab) or a submit is held, the
 * island is asked to hydrate at once, and the island loader replays the held input after React has
 * committed, so it has exactly the effect it would have had later. Typing into a field and clicks
 * on links or fields pass through untouched: the browser handles them natively and the forms are
 * uncontrolled, so what was typed survives hydration.
 *
 * The island loader is a separate bundle and imports nothing from here (a shared chunk would put a
 * second request in front of this script on every page); the two meet on the DOM: this script asks
 * for hydration with ISLAND_WAKE_EVENT and the loader answers with ISLAND_HYDRATED_EVENT once React
 * has committed, when the held input is replayed.
 */

const ISLAND_WAKE_EVENT = 'island:wake';
const ISLAND_HYDRATED_EVENT = 'island:hydrated';

/** Held input, per island element, until its hydration. */
const held = new WeakMap<Element, HeldInput[]>();

type HeldInput = { kind: 'click'; path: number[] } | { kind: 'key'; path: number[]; key: string; shiftKey: boolean } | { kind: 'submit'; path: number[] };

/** Keys that act on a control (rather than type into a field). */
const ACTION_KEYS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const CONTROL = 'button, [role=tab], [role=button], summary';
const TEXT_ENTRY = 'input:not([type=button]):not([type=submit]):not([type=checkbox]):not([type=radio]), textarea, select';

/** The child-index path from `root` to `el`: survives hydration, which keeps the server's nodes. */
function pathFrom(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

function pendingIsland(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const island = target.closest<HTMLElement>('[data-island]');
  return island && !island.hasAttribute('data-hydrated') ? island : null;
}

/** Asks the island loader to hydrate `island` now (it listens for ISLAND_WAKE_EVENT). */
function wake(island: HTMLElement): void {
  island.setAttribute('data-hydrate', 'now');
  island.dispatchEvent(new CustomEvent(ISLAND_WAKE_EVENT));
}

function hold(island: HTMLElement, input: HeldInput, event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.has(island)) {
    held.set(island, []);
    island.addEventListener(ISLAND_HYDRATED_EVENT, () => replayHeldInput(island), { once: true });
  }
  held.get(island)!.push(input);
  wake(island);
}

function captureEarlyInput(doc: Document = document): void {
  // A finger or pointer going down, or focus arriving, comes before the click or keystroke: start
  // hydrating then, without holding anything, so the island is often live before the input lands.
  for (const type of ['pointerdown', 'focusin'] as const) {
    doc.addEventListener(
      type,
      (event) => {
        const island = pendingIsland(event.target);
        if (island) wake(island);
      },
      { capture: true, passive: true },
    );
  }
  doc.addEventListener(
    'click',
    (event) => {
      const island = pendingIsland(event.target);
      if (!island) return;
      const target = event.target as Element;
      // Links navigate and fields take focus natively: nothing to hold.
      if (target.closest('a[href], label') || target.closest(TEXT_ENTRY)) return;
      const control = target.closest(CONTROL) ?? target;
      hold(island, { kind: 'click', path: pathFrom(island, control) }, event);
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      const island = pendingIsland(event.target);
      if (!island || !ACTION_KEYS.has(event.key)) return;
      const target = event.target as Element;
      if (target.closest(TEXT_ENTRY)) return; // typing (and Enter's implicit submit) stays native
      const control = target.closest(CONTROL);
      // Enter or Space on a button means "activate": held as the click the browser would make.
      if (control && (event.key === 'Enter' || event.key === ' ')) hold(island, { kind: 'click', path: pathFrom(island, control) }, event);
      else hold(island, { kind: 'key', path: pathFrom(island, target), key: event.key, shiftKey: event.shiftKey }, event);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const island = pendingIsland(event.target);
      if (island) hold(island, { kind: 'submit', path: pathFrom(island, event.target as Element) }, event);
    },
    true,
  );
}

/** Replays what was held on `island`, in order, once React owns it. */
function replayHeldInput(island: HTMLElement): void {
  const inputs = held.get(island) ?? [];
  held.delete(island);
  for (const input of inputs) {
    const el = elementAt(island, input.path);
    if (!(el instanceof HTMLElement)) continue;
    if (input.kind === 'click') el.click();
    else if (input.kind === 'submit' && el instanceof HTMLFormElement) el.requestSubmit();
    else if (input.kind === 'key') {
      el.focus();
      el.dispatchEvent(new KeyboardEvent('keydown', { key: input.key, shiftKey: input.shiftKey, bubbles: true, cancelable: true }));
    }
  }
}

// Runs on import: the enhancement script imports this module first.
captureEarlyInput();
