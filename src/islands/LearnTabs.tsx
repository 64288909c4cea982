/**
 * The /learn tabs (SPEC.md "/learn"), following the WAI-ARIA tabs pattern: a tablist, roving
 * tabindex, arrow keys / Home / End move and select. All three panels are in the server HTML;
 * the unselected ones carry `hidden`, so the content is complete before any script runs.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { LearnTab } from '../content/types.ts';
import { cx } from '../components/cx.ts';

export interface LearnTabsProps {
  tabs: LearnTab[];
}

export function LearnTabs({ tabs }: LearnTabsProps) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

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
    <div data-learn-tabs="">
      <div role="tablist" aria-label="Learning tracks" className="grid gap-1 rounded-xl bg-slate-100 p-1 sm:flex">
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
              id={`tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cx(
                // Stacked on small screens, so no tab hides behind a horizontal scroll.
                'flex-1 rounded-lg px-4 py-2.5 text-sm font-semibold transition',
                active ? 'bg-white text-blue-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="mt-8 focus-visible:outline-offset-4"
          data-tab-panel={tab.id}
        >
          {/* A lesson layout: the module reads in one column at a comfortable measure; the lesson
              list and the review questions sit beside it from lg, so readers know where they are. */}
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
            <div className="max-w-3xl">
              <p className="text-sm font-semibold text-blue-700">
                Module {tabs.indexOf(tab) + 1} of {tabs.length}
              </p>
              <h2 className="mt-1 text-3xl font-bold tracking-tight text-balance text-slate-900">{tab.title}</h2>
              <p className="mt-4 text-xl leading-8 text-pretty text-slate-700">{tab.intro}</p>
              {tab.sections.map((section, i) => (
                <section key={section.heading} className="mt-10 border-t border-slate-200 pt-8">
                  <h3 className="flex items-baseline gap-3 text-xl font-semibold text-slate-900">
                    <span className="text-sm font-bold text-blue-700">
                      {tabs.indexOf(tab) + 1}.{i + 1}
                    </span>
                    {section.heading}
                  </h3>
                  {section.paragraphs.map((p) => (
                    <p key={p} className="mt-3 text-base leading-7 text-pretty text-slate-700">
                      {p}
                    </p>
                  ))}
                  {section.bullets && (
                    <ul className="mt-5 space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm leading-6 text-slate-800">
                      {section.bullets.map((b) => (
                        <li key={b} className="border-l-2 border-blue-700 pl-3">
                          {b}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
            <aside className="lg:sticky lg:top-24 lg:self-start" aria-label={`${tab.title}: lessons and review`}>
              <div className="hidden rounded-xl border border-slate-200 bg-white p-6 lg:block">
                <p className="text-sm font-semibold text-slate-900">In this module</p>
                {/* A ul: the lesson numbers are printed, and the panel's one ol is its review questions. */}
                <ul className="mt-3 space-y-2 text-sm text-slate-600">
                  {tab.sections.map((section, i) => (
                    <li key={section.heading} className="flex gap-2">
                      <span className="font-semibold text-blue-700">
                        {tabs.indexOf(tab) + 1}.{i + 1}
                      </span>
                      {section.heading}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-xl border border-blue-100 bg-blue-50 p-6 lg:mt-6" data-review-questions="">
                <h3 className="font-semibold text-slate-900">Review questions</h3>
                <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-6 text-slate-800">
                  {tab.reviewQuestions.map((q) => (
                    <li key={q}>{q}</li>
                  ))}
                </ol>
              </div>
            </aside>
          </div>
        </div>
      ))}
    </div>
  );
}
