/**
 * The DOM half of `dev`'s hot swap (browser code, bundled by dev-client.ts). It is a three-way
 * merge: `base` is the page as the server last rendered it, `next` as it renders now, `live` the
 * document the reader has in front of them. Only what changed between base and next is written
 * into live, so everything the page did to itself since (a typed value, an open <details>, a
 * hydrated island, the scroll position) stays wherever the server's HTML did not change.
 */

/** Why a swap cannot be right and the page must reload; undefined when it can. */
export type ReloadReason = string | undefined;

/** Scripts that run (not JSON data): if these differ the page's code changed, and only a reload runs it. */
const RUNNING_SCRIPT = 'script:not([type="application/json"]):not([type="application/ld+json"])';
/** Islands and their props: their DOM belongs to their framework once hydrated; new props need new code to run. */
const ISLAND = '[data-island], [data-island-props]';

const outer = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.outerHTML);
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A body swap is right unless the page's scripts or any island's server HTML or props changed. */
export function bodyReloadReason(base: Element, next: Element): ReloadReason {
  if (!sameList(outer(base, RUNNING_SCRIPT), outer(next, RUNNING_SCRIPT))) return 'the page loads different scripts';
  if (!sameList(outer(base, ISLAND), outer(next, ISLAND))) return 'an island or its props changed';
  return undefined;
}

type HeadKind = 'stylesheet' | 'inert' | 'active';

/**
 * What a head element does when swapped: a stylesheet is swapped once the new one has loaded; inert
 * elements (title, meta, icons, canonical, JSON-LD, inline style) take effect as they are replaced;
 * anything else (scripts, preloads, the charset) only a reload applies.
 */
function headKind(el: Element): HeadKind {
  const tag = el.localName;
  if (tag === 'link') {
    const rel = (el.getAttribute('rel') ?? '').toLowerCase();
    if (rel === 'stylesheet') return 'stylesheet';
    return /^(canonical|icon|apple-touch-icon|alternate|manifest|mask-icon)$/.test(rel) ? 'inert' : 'active';
  }
  if (tag === 'title' || tag === 'style') return 'inert';
  if (tag === 'meta') return el.hasAttribute('charset') || el.hasAttribute('http-equiv') ? 'active' : 'inert';
  if (tag === 'script') return el.getAttribute('type') === 'application/ld+json' ? 'inert' : 'active';
  return 'active';
}

/** Elements of one head missing from the other, by their HTML (a multiset difference). */
function missingFrom(from: Element[], other: Element[]): Element[] {
  const counts = new Map<string, number>();
  for (const el of other) counts.set(el.outerHTML, (counts.get(el.outerHTML) ?? 0) + 1);
  return from.filter((el) => {
    const n = counts.get(el.outerHTML) ?? 0;
    if (n > 0) counts.set(el.outerHTML, n - 1);
    return n === 0;
  });
}

export interface HeadSwap {
  /** Adds the new stylesheets and waits for them, so the swapped body never paints unstyled. */
  loadStylesheets(): Promise<void>;
  /** Replaces the changed head elements and drops the old stylesheets (call in the frame the body swaps). */
  apply(): void;
}

/** How to bring the live head from base to next, or why only a reload can. */
export function planHeadSwap(base: HTMLHeadElement, next: HTMLHeadElement, live: HTMLHeadElement): HeadSwap | { reload: string } {
  const removed = missingFrom([...base.children], [...next.children]);
  const added = missingFrom([...next.children], [...base.children]);
  const active = [...removed, ...added].find((el) => headKind(el) === 'active');
  if (active) return { reload: `the head changed: ${active.outerHTML.slice(0, 120)}` };
  const liveFor = (el: Element) => [...live.children].find((c) => c.outerHTML === el.outerHTML);
  const newSheets: HTMLLinkElement[] = [];
  return {
    async loadStylesheets() {
      const loads = added
        .filter((el) => headKind(el) === 'stylesheet')
        .map((el) => {
          const link = document.importNode(el, true) as HTMLLinkElement;
          newSheets.push(link);
          const loaded = new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          });
          // Beside the sheet it replaces, so the cascade order stays as the server wrote it.
          const old = removed.find((r) => headKind(r) === 'stylesheet');
          const at = old && liveFor(old);
          if (at) at.after(link);
          else live.append(link);
          return loaded;
        });
      await Promise.all(loads);
    },
    apply() {
      for (const el of removed) liveFor(el)?.remove();
      for (const el of added) if (headKind(el) !== 'stylesheet') live.append(document.importNode(el, true));
    },
  };
}

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;

function patchAttributes(base: Element, next: Element, live: Element): void {
  const names = new Set([...base.getAttributeNames(), ...next.getAttributeNames()]);
  for (const name of names) {
    const was = base.getAttribute(name);
    const now = next.getAttribute(name);
    if (was === now) continue;
    // Only what the server changed: an attribute the page set itself (aria-expanded, open) is kept.
    if (now === null) live.removeAttribute(name);
    else live.setAttribute(name, now);
  }
}

/** Pairs two trees of the same shape node for node (a clone and its original, or two equal trees). */
function walkTogether(a: Node, b: Node, visit: (a: Node, b: Node) => void): void {
  visit(a, b);
  const ac = a.childNodes;
  const bc = b.childNodes;
  for (let i = 0; i < ac.length && i < bc.length; i++) walkTogether(ac[i], bc[i], visit);
}

/**
 * The server's HTML of the open page, each of its nodes paired with the live node it became. The
 * pairing is what lets a swap ignore nodes the page's scripts added, and skip those they removed.
 */
export class ServerMirror {
  private liveOf = new WeakMap<Node, Node>();

  /** Taken before the page's scripts run, when the live body is still exactly the server's. */
  constructor(
    private base: Element,
    live: Element,
  ) {
    walkTogether(base, live, (b, l) => this.liveOf.set(b, l));
  }

  /** The server's body as last swapped in. */
  get current(): Element {
    return this.base;
  }

  /** Brings the live body to `next` (the server's new body); afterwards `next` is the base. */
  swapTo(next: Element): void {
    this.patch(this.base, next);
    this.base = next;
  }

  private adopt(next: Node, live: Node) {
    walkTogether(next, live, (n, l) => this.liveOf.set(n, l));
  }

  private patch(base: Node, next: Node): void {
    const live = this.liveOf.get(base);
    if (!live || !live.isConnected) return; // the page removed it; nothing to bring up to date
    if (base.isEqualNode(next)) {
      // Unchanged: the live node stays as the page left it; next's nodes now stand for it.
      walkTogether(base, next, (b, n) => {
        const l = this.liveOf.get(b);
        if (l) this.liveOf.set(n, l);
      });
      return;
    }
    if (base.nodeType !== next.nodeType || base.nodeName !== next.nodeName || live.nodeName !== next.nodeName) {
      const fresh = document.importNode(next, true);
      (live as ChildNode).replaceWith(fresh);
      this.adopt(next, fresh);
      return;
    }
    this.liveOf.set(next, live);
    if (!isElement(base)) {
      live.nodeValue = next.nodeValue; // text or comment
      return;
    }
    patchAttributes(base, next as Element, live as Element);
    this.patchChildren(base, next as Element, live as Element);
  }

  /** Children aligned by their unchanged start and end; the changed middle is patched pair by pair. */
  private patchChildren(base: Element, next: Element, live: Element): void {
    const b = [...base.childNodes];
    const n = [...next.childNodes];
    let start = 0;
    while (start < b.length && start < n.length && b[start].isEqualNode(n[start])) start++;
    let end = 0;
    while (end < b.length - start && end < n.length - start && b[b.length - 1 - end].isEqualNode(n[n.length - 1 - end])) end++;
    const changedBase = b.length - start - end;
    const changedNext = n.length - start - end;
    const paired = Math.min(changedBase, changedNext);
    // Where new nodes go: before the live node of the first unchanged base node after the change.
    const following = b.slice(start + changedBase).map((node) => this.liveOf.get(node)).find((node) => node?.isConnected && node.parentNode === live) ?? null;
    for (const i of [...Array(start).keys(), ...Array.from({ length: end }, (_, k) => b.length - end + k)]) {
      this.patch(b[i], n[i < start ? i : i - b.length + n.length]);
    }
    for (let i = start; i < start + paired; i++) this.patch(b[i], n[i]);
    for (const node of b.slice(start + paired, start + changedBase)) {
      const gone = this.liveOf.get(node);
      if (gone?.parentNode === live) (gone as ChildNode).remove();
    }
    for (const node of n.slice(start + paired, start + changedNext)) {
      const fresh = document.importNode(node, true);
      live.insertBefore(fresh, following);
      this.adopt(node, fresh);
    }
  }
}
