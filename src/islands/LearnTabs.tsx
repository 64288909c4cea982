/**
 * The /learn tab strip (docs/product-rules.md#learn), following the WAI-ARIA tabs pattern: a tablist, roving
 * tabindex, arrow keys / Home / End move and select. The panels are server HTML beside this island
 * (components/LearnPanels.tsx), never hydrated: selecting a tab sets their `hidden` through the ids
 * that tie each tab to its panel. The content is complete before any script runs.
 *
 * A fragment that points into a panel (a module's "Next" link, a lesson's link shared by a reader)
 * selects that panel, then shows the target: on load, and on every hash change after; Back to the page
 * without a fragment shows the first module again. A link followed before this island hydrated is not
 * lost: the hash is read when it mounts.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../components/cx.ts';
import { learnPanelId, learnTabId } from '../components/learn-tab-ids.ts';

export interface LearnTabsProps {
  /** The tabs' ids and titles only: the lessons live in the panels' HTML, not in the island's props. */
  tabs: { id: string; title: string }[];
}

/** The element the location's fragment names, if it is a panel or lies inside one. */
function fragmentTarget(): { target: HTMLElement; panelId: string } | undefined {
  let id = window.location.hash.slice(1);
  // A malformed escape (`#%E0`) is not an id of ours; decoding it would throw and stop the island.
  try {
    id = decodeURIComponent(id);
  } catch {
    return undefined;
  }
  const target = id ? document.getElementById(id) : null;
  const panel = target?.closest<HTMLElement>('[role=tabpanel]');
  return target && panel ? { target, panelId: panel.id } : undefined;
}

export function LearnTabs({ tabs }: LearnTabsProps) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  /** A fragment's target, shown once its panel is no longer hidden; `focus` when a link was followed on the page. */
  const reveal = useRef<{ target: HTMLElement; focus: boolean } | null>(null);

  // Before the paint that shows the selected tab, so the strip and the panel change in one frame.
  useLayoutEffect(() => {
    for (const tab of tabs) {
      const panel = document.getElementById(learnPanelId(tab.id));
      if (panel) panel.hidden = tab.id !== selected;
    }
    const shown = reveal.current;
    reveal.current = null;
    if (!shown) return;
    shown.target.scrollIntoView({ block: 'start' });
    // Reading on from a "Next" link: the keyboard continues from the new module's heading, not from the link (the heading,
    // not the panel: a keyboard user's focus ring round the whole module and its rail read as a stray frame, design
    // reviews A and B r40). Not on arrival from another page, where the reader has not moved focus at all.
    if (shown.focus && shown.target.getAttribute('role') === 'tabpanel') (shown.target.querySelector<HTMLElement>('h2[tabindex="-1"]') ?? shown.target).focus({ preventScroll: true });
  }, [selected, tabs]);

  // Read by the hash listener, which is set up once.
  const current = useRef(selected);
  current.current = selected;

  useEffect(() => {
    const follow = (focus: boolean) => {
      // Back to the page without a fragment (the browser's Back after a "Next" link): the first module, as on arrival.
      if (focus && !window.location.hash) return setSelected(tabs[0]?.id);
      const found = fragmentTarget();
      const tab = found && tabs.find((t) => learnPanelId(t.id) === found.panelId);
      // A target in the panel already shown: the browser has scrolled to it.
      if (!found || !tab || tab.id === current.current) return;
      reveal.current = { target: found.target, focus };
      setSelected(tab.id);
    };
    const onHashChange = () => follow(true);
    follow(false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [tabs]);

  // The contents rail beside the shown module (server HTML, components/LearnPanels.tsx) marks the lesson in
  // view: the last of the module's parts whose top has passed 40% of the window (review A r37: the rail
  // looked the same wherever the reader was). An observer, not a scroll handler: no script runs per frame.
  useEffect(() => {
    const panel = document.getElementById(learnPanelId(selected ?? ''));
    // The module's own parts; the rail's links to the other modules (data-module-switch) are not places on this page.
    const links = [...(panel?.querySelectorAll<HTMLAnchorElement>('[data-module-contents] a[href^="#"]:not([data-module-switch])') ?? [])];
    const parts = links.map((a) => document.getElementById(a.hash.slice(1))).filter((el): el is HTMLElement => el !== null);
    if (!parts.length || !('IntersectionObserver' in window)) return;
    const mark = () => {
      const line = window.innerHeight * 0.4;
      const current = parts.filter((part) => part.getBoundingClientRect().top <= line).pop() ?? parts[0];
      for (const a of links) {
        if (a.hash === `#${current.id}`) a.setAttribute('aria-current', 'location');
        else a.removeAttribute('aria-current');
      }
    };
    // Each part crossing the 40% line (either way) re-marks; thresholds on the part's own box would miss long lessons.
    const observer = new IntersectionObserver(mark, { rootMargin: '0px 0px -60% 0px' });
    for (const part of parts) observer.observe(part);
    return () => observer.disconnect();
  }, [selected]);

  const select = (index: number) => {
    const i = (index + tabs.length) % tabs.length;
    setSelected(tabs[i].id);
    buttons.current[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // Up and down as well as left and right: on phones the tabs stand one above the other.
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    // Numbered, as the modules are. On phones the three stand as a list, each title on one line (design
    // review r36: in three columns at 390 every title wrapped, a tall cramped control); from sm, one row
    // of three equal segments.
    <div role="tablist" aria-label="Modules" className="grid gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-3">
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={learnTabId(tab.id)}
            aria-selected={active}
            aria-controls={learnPanelId(tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cx(
              'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm leading-5 font-semibold transition sm:justify-center sm:px-4 sm:py-2.5',
              active ? 'bg-white text-blue-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {/* The module's number, as "Module 1 of 3" and the lessons' 1.1 count; not part of the tab's name. */}
            <span
              aria-hidden="true"
              className={cx('grid size-6 shrink-0 place-items-center rounded-full text-xs tabular-nums', active ? 'bg-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-600')}
            >
              {index + 1}
            </span>
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
