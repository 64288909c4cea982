/**
 * The /learn tab strip (docs/product-rules.md#learn), following the WAI-ARIA tabs pattern: a tablist, roving
 * tabindex, arrow keys / Home / End move and select. The panels are server HTML beside this island
 * (components/LearnPanels.tsx), never hydrated: selecting a tab sets their `hidden` through the ids
 * that tie each tab to its panel. The content is complete before any script runs.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../components/cx.ts';
import { learnPanelId, learnTabId } from '../components/learn-tab-ids.ts';

export interface LearnTabsProps {
  /** The tabs' ids and titles only: the lessons live in the panels' HTML, not in the island's props. */
  tabs: { id: string; title: string }[];
}

export function LearnTabs({ tabs }: LearnTabsProps) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Before the paint that shows the selected tab, so the strip and the panel change in one frame.
  useLayoutEffect(() => {
    for (const tab of tabs) {
      const panel = document.getElementById(learnPanelId(tab.id));
      if (panel) panel.hidden = tab.id !== selected;
    }
  }, [selected, tabs]);

  const select = (index: number) => {
    const i = (index + tabs.length) % tabs.length;
    setSelected(tabs[i].id);
    buttons.current[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    // One row of three equal segments at every width: on phones the titles wrap to two lines, so all three
    // tabs stay visible (a sideways-scrolling strip hid the third with no hint).
    <div role="tablist" aria-label="Learning tracks" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
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
              // At least 44 px tall; a title that wraps takes two centred lines (phones), one line from sm.
              'min-h-11 rounded-lg px-2 py-2 text-sm leading-5 font-semibold text-balance transition sm:px-4 sm:py-2.5',
              active ? 'bg-white text-blue-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
