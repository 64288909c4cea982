/**
 * Measurements of the design system taken inside a page (pass them to `page.evaluate`): what
 * tests/browser/design-system.test.ts asserts and what a person checking a page by hand can print.
 * Each function is self-contained (no imports, no closures) because Playwright serialises it.
 */

/** An interactive target smaller than WCAG 2.2's 24×24 CSS px (success criterion 2.5.8). */
export interface SmallTarget {
  /** Tag, then the accessible text or href, to find it. */
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive target under 24×24 px (inside `within`, a selector, when given), except by
 * WCAG 2.5.8's inline exception, applied as a rule and never to a kind of element: a link is excepted
 * only when it sits in a run of text, that is, it is displayed inline and the text right beside it
 * in its block, before or after it up to the next other target, holds a word (a letter or digit). A
 * link between separators ("a@b · security.txt"), under a heading, or beside an arrow is a
 * standalone target and must be 24 px. Visually hidden elements (the skip link until focused,
 * sr-only inputs behind a styled label) are not targets; a stretched link counts with the card it
 * covers.
 */
export function smallTargets(within?: string | void): SmallTarget[] {
  const MIN = 24;
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [tabindex]:not([tabindex="-1"])';
  const WORD = /[\p{L}\p{N}]/u;
  const inSentence = (el: Element): boolean => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    if (!block) return false;
    // The block's text in order, another target's text standing as one boundary mark (so a word
    // inside a neighbouring link does not make this one "in a sentence").
    let before = '';
    let after = '';
    let passed = false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const other = node.parentElement?.closest(selector);
      if (el.contains(node)) {
        passed = true;
        continue;
      }
      const text = other && other !== el && block.contains(other) ? '\u0000' : (node.textContent ?? '');
      if (passed) after += text;
      else before += text;
    }
    const beside = [before.slice(before.lastIndexOf('\u0000') + 1), after.split('\u0000')[0]];
    return beside.some((text) => WORD.test(text));
  };
  const visuallyHidden = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width <= 1 || r.height <= 1 || style.clipPath.includes('inset(50%)') || style.clip === 'rect(0px, 0px, 0px, 0px)' || Number(style.opacity) === 0;
  };
  /** A stretched link (its ::after laid over a card, `after:absolute after:inset-0`) is as big as that card. */
  const hitBox = (el: Element): DOMRect => {
    const after = getComputedStyle(el, '::after');
    if (after.content === 'none' || after.position !== 'absolute') return el.getBoundingClientRect();
    let box = el.parentElement;
    while (box && getComputedStyle(box).position === 'static') box = box.parentElement;
    return (box ?? el).getBoundingClientRect();
  };
  const seen = new Set<string>();
  const found: SmallTarget[] = [];
  const root = within ? document.querySelector(within) : document;
  for (const el of root?.querySelectorAll(selector) ?? []) {
    if (!el.checkVisibility({ checkVisibilityCSS: true }) || visuallyHidden(el) || inSentence(el)) continue;
    const r = hitBox(el);
    const width = Math.round(r.width * 10) / 10;
    const height = Math.round(r.height * 10) / 10;
    if (width >= MIN && height >= MIN) continue;
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const what = `<${el.tagName.toLowerCase()}> "${label || el.getAttribute('href') || el.getAttribute('name') || ''}"`;
    const key = `${what} ${width}×${height}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ what, width, height });
  }
  return found;
}

/** The blank between one section's last content and the next section's first box, per section of <main>. */
export interface SectionGap {
  /** data-section (or id) of the section below the gap. */
  section: string;
  /** CSS px between the last painted content above and the first painted content of this section. */
  gap: number;
  /** A rule (a border) or a change of background divides this section from the one above. */
  divided: boolean;
}

/**
 * The vertical gap above each top-level section of <main>: from the bottom of the lowest visible
 * box inside the sections above (content, not their padding) to the top of the first visible box
 * of this one, where a panel (a box with its own background, like the closing call-to-action's dark
 * panel) counts as content. Sections with a background of their own start where their background
 * starts, since the eye reads the colour change as the edge.
 */
export function sectionGaps(): SectionGap[] {
  // The page's top-level blocks: <main>'s children, or an <article>'s when the page is one.
  const blocks = [...document.querySelectorAll('main > *')].flatMap((el) => (el.tagName === 'ARTICLE' && el.querySelector(':scope > section') ? [...el.children] : [el]));
  const sections = blocks.filter((s) => s.getBoundingClientRect().height > 0);
  const CLEAR = ['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'];
  /** A box the eye sees as a shape of its own: a background, a gradient or a border. */
  const painted = (el: Element): boolean => {
    const style = getComputedStyle(el);
    return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' || style.borderTopWidth !== '0px' || style.borderBottomWidth !== '0px';
  };
  /** A section whose background differs from the page's white: its edge is where it visibly starts. */
  const tinted = (el: Element): boolean => {
    const style = getComputedStyle(el);
    return !CLEAR.includes(style.backgroundColor) || style.backgroundImage !== 'none';
  };
  const contentEdges = (section: Element): { top: number; bottom: number } => {
    let top = Infinity;
    let bottom = -Infinity;
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let r: DOMRect;
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility({ checkVisibilityCSS: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        r = range.getBoundingClientRect();
      } else {
        const el = node as Element;
        if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
        const leaf = el.children.length === 0 && ['SVG', 'IMG', 'svg', 'INPUT', 'BUTTON', 'TEXTAREA', 'SELECT'].includes(el.tagName);
        if (!leaf && !painted(el)) continue;
        r = el.getBoundingClientRect();
      }
      if (r.height === 0 || r.width === 0) continue;
      top = Math.min(top, r.top);
      bottom = Math.max(bottom, r.bottom);
    }
    return { top: top + scrollY, bottom: bottom + scrollY };
  };
  const gaps: SectionGap[] = [];
  for (let i = 1; i < sections.length; i++) {
    const above = sections[i - 1];
    const here = sections[i];
    const hereBox = here.getBoundingClientRect();
    const aboveBox = above.getBoundingClientRect();
    const aboveEnd = tinted(above) ? aboveBox.bottom + scrollY : contentEdges(above).bottom;
    const hereStart = tinted(here) ? hereBox.top + scrollY : contentEdges(here).top;
    const ruled = getComputedStyle(here).borderTopWidth !== '0px' || getComputedStyle(above).borderBottomWidth !== '0px';
    const divided = ruled || getComputedStyle(here).backgroundColor !== getComputedStyle(above).backgroundColor || tinted(here) || tinted(above);
    gaps.push({ section: here.getAttribute('data-section') || here.id || `#${i}`, gap: Math.round(hereStart - aboveEnd), divided });
  }
  return gaps;
}
