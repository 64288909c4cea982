/**
 * The small enhancement script every page loads (no framework). The navigation works without it;
 * this adds what <details> alone cannot: closing dropdowns on outside click or Escape, closing both
 * mobile groups when the menu opens (SPEC.md section 4), closing the menu when a link is chosen.
 * It also holds input that reaches an island before its code has arrived (early-input.ts).
 */
// First, so no click or key press on an island is lost while its code loads. (early-input.ts
// exports nothing on purpose: an entry importing exports gets esbuild's shared runtime chunk, a
// second request in front of this script on every page.)
import './early-input.ts';

const openDetails = (selector: string) => document.querySelectorAll<HTMLDetailsElement>(`${selector}[open]`);
const closeAll = (selector: string, except?: Element | null) =>
  openDetails(selector).forEach((d) => {
    if (d !== except) d.open = false;
  });

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  closeAll('[data-nav-dropdown]', target.closest('[data-nav-dropdown]'));
  if (target.closest('a')) {
    closeAll('[data-mobile-menu]');
    closeAll('[data-nav-dropdown]');
  }
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = document.querySelector<HTMLDetailsElement>('[data-nav-dropdown][open], [data-mobile-menu][open]');
  if (!open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});

// Close both groups as the menu opens. The click runs before the menu paints open (the
// toggle event is queued, so a group could flash open for a frame); toggle covers other openers.
const menu = document.querySelector<HTMLDetailsElement>('[data-mobile-menu]');
menu?.querySelector('summary')?.addEventListener('click', () => {
  if (!menu.open) closeAll('[data-mobile-group]');
});
menu?.addEventListener('toggle', () => {
  if (menu.open) closeAll('[data-mobile-group]');
});

// Keep the menu button's state announced: <summary> exposes expanded state natively in Chromium,
// but an explicit attribute also covers older assistive technology.
document.querySelectorAll<HTMLDetailsElement>('details').forEach((d) => {
  const summary = d.querySelector('summary');
  const sync = () => summary?.setAttribute('aria-expanded', String(d.open));
  sync();
  d.addEventListener('toggle', sync);
});

// Copy buttons on prompt examples (/prompt-engineering): rendered hidden, so they appear only where
// this script runs. The prompt is the button's sibling text; the label confirms for two seconds.
document.querySelectorAll<HTMLButtonElement>('[data-copy-prompt]').forEach((button) => {
  button.hidden = false;
  button.addEventListener('click', () => {
    const text = button.previousElementSibling?.textContent ?? '';
    const done = () => {
      button.textContent = 'Copied';
      setTimeout(() => (button.textContent = 'Copy'), 2000);
    };
    navigator.clipboard?.writeText(text).then(done, () => {});
  });
});
