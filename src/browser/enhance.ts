/**
 * The small enhancement script every page loads (no framework). The navigation works without it;
 * this adds what <details> alone cannot: closing dropdowns on outside click or Escape, closing both
 * mobile groups when the menu opens (docs/product-rules.md#mobile-menu), closing the menu when a link is chosen.
 * It also holds input that reaches an island before its code has arrived (early-input.ts).
 *
 * While the page loads it touches no element: every listener is on the document. Walking the
 * <details> at load to label each summary and listen on each cost up to 33 ms of script in the
 * loading frame at 4x CPU on /about (issue 24): the first element wrappers of their kinds made for
 * script, a lookup per summary and the lazy compilation of the functions that did it. The labels
 * now wait for idle time, and one listener on the document keeps them in step.
 */
// First, so no click or key press on an island is lost while its code loads. (early-input.ts
// exports nothing on purpose: an entry importing exports gets esbuild's shared runtime chunk, a
// second request in front of this script on every page.)
import './early-input.ts';

/** The performance mark set once this script has run (spelled out in hold-island-code.ts too). */
const ENHANCED_MARK = 'vertiq:enhanced';

/**
 * The header's groups (src/components/Header.tsx): dropdowns on desktop, expandable groups in the mobile
 * menu, found by the `name` they share rather than by marker attributes of their own (five <details>
 * on every page, each carrying two had cost the first load ~20 B gzip).
 */
const NAV_GROUP = '[name=nav-group]';

const openDetails = (selector: string) => document.querySelectorAll<HTMLDetailsElement>(`${selector}[open]`);
const closeAll = (selector: string, except?: Element | null) =>
  openDetails(selector).forEach((d) => {
    if (d !== except) d.open = false;
  });

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  closeAll(NAV_GROUP, target.closest(NAV_GROUP));
  if (target.closest('a')) {
    closeAll('[data-mobile-menu]');
    closeAll(NAV_GROUP);
  }
  // The menu's own button, about to open it: close both groups now. The click runs before the menu
  // paints open (the toggle event is queued, so a group could flash open for a frame); toggle
  // below covers other openers.
  const summary = target.closest('summary');
  const menu = summary?.parentElement;
  if (menu instanceof HTMLDetailsElement && menu.matches('[data-mobile-menu]') && !menu.open) closeAll(NAV_GROUP);
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = document.querySelector<HTMLDetailsElement>(`${NAV_GROUP}[open], [data-mobile-menu][open]`);
  if (!open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});

// Keep the buttons' state announced: <summary> exposes expanded state natively in Chromium, but an
// explicit attribute also covers older assistive technology. (Script's to set, not the server's:
// the HTML checker refuses aria-expanded on a summary.) Not inside an island: its HTML is its component's, which
// hydration must find as the server wrote it (the demo's "Show the whole document" is a details element).
const label = (details: HTMLDetailsElement) => !details.closest('[data-island]') && details.querySelector(':scope > summary')?.setAttribute('aria-expanded', String(details.open));

// toggle does not bubble: caught on its way down. Labels the summary and closes both groups
// whenever the menu opens.
document.addEventListener(
  'toggle',
  (event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement)) return;
    label(details);
    if (details.open && details.matches('[data-mobile-menu]')) closeAll(NAV_GROUP);
  },
  true,
);
const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
idle(() => {
  document.querySelectorAll('details').forEach(label);
  // Copy buttons on prompt examples (/prompt-engineering) are rendered hidden, so they appear only
  // where this script runs; shown when the page is idle, like the labels above.
  document.querySelectorAll<HTMLButtonElement>('[data-copy-prompt]').forEach((button) => (button.hidden = false));
});

// A copy button copies the prompt beside it (its previous sibling); its label confirms for two seconds.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-copy-prompt]') : null;
  if (!button) return;
  const text = button.previousElementSibling?.textContent ?? '';
  // The label's text only, so the button keeps its icon.
  const label = button.querySelector('[data-copy-label]') ?? button;
  navigator.clipboard?.writeText(text).then(() => {
    label.textContent = 'Copied';
    setTimeout(() => (label.textContent = 'Copy'), 2000);
  }, () => {});
});

// Tells a test or a bench that early input is captured from now on (tools/bench/hold-island-code.ts):
// a performance mark, so no element is touched for it.
performance.mark(ENHANCED_MARK);
