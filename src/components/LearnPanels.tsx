/**
 * The /learn tab panels (docs/product-rules.md#learn): server HTML only. The tab strip is the LearnTabs island,
 * which shows one panel and hides the others through their ids; the panels themselves are never
 * hydrated, so the island's hydration handles four buttons, not ~300 elements of lessons (issue 11:
 * no task over 50 ms at 4x CPU). Without JavaScript, noscript-tabs.css shows every panel.
 */
import type { FlowDiagramData, LearnTab } from '../content/types.ts';
import { learnPanelId, learnTabId } from './learn-tab-ids.ts';
import { FlowDiagram } from './visuals/FlowDiagram.tsx';
import { cx } from './cx.ts';
import { FigureText } from './Figure.tsx';
import { SectionFigures } from './SectionFigures.tsx';

type LessonSection = LearnTab['sections'][number];

/** The lesson's diagram, its steps drawn from the section's "Term: what happens" bullets when it says so. */
function lessonDiagram(section: LessonSection): FlowDiagramData | undefined {
  const { diagram, bullets } = section;
  if (!diagram) return undefined;
  if (diagram.steps !== 'bullets') return { ...diagram, steps: diagram.steps };
  if (!bullets?.every((b) => b.includes(': '))) throw new Error(`Learn lesson "${section.heading}": a diagram drawn from bullets needs every bullet written "Term: what happens".`);
  return {
    ...diagram,
    steps: bullets.map((b) => {
      const [label, detail] = [b.slice(0, b.indexOf(': ')), b.slice(b.indexOf(': ') + 2)];
      return { label, detail: detail.charAt(0).toUpperCase() + detail.slice(1) };
    }),
  };
}

export function LearnPanels({ tabs }: { tabs: LearnTab[] }) {
  return (
    <>
      {tabs.map((tab, t) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={learnPanelId(tab.id)}
          aria-labelledby={learnTabId(tab.id)}
          hidden={t !== 0}
          tabIndex={0}
          className="mt-8 focus-visible:outline-offset-4"
          data-tab-panel={tab.id}
        >
          {/* One column at a comfortable measure (LearnPage centres it): a rail with the lesson list
              beside it left a ruled, mostly empty column down the module (design review). */}
          <div>
              <p className="text-sm font-semibold text-blue-700">
                Module {t + 1} of {tabs.length}
              </p>
              <h2 className="mt-1 text-3xl font-bold tracking-tight text-balance text-slate-900">{tab.title}</h2>
              <p className="mt-4 max-w-3xl text-lg leading-7 text-pretty text-slate-700 sm:text-xl sm:leading-8">{tab.intro}</p>
              {tab.sections.map((section, i) => {
                const diagram = lessonDiagram(section);
                // Too short to stand beside a column drawing from lg: a four-step drawing is ~370 px tall, and
                // two paragraphs (~450 characters, §1.1) ended ~270 px above it (design review r7), so the
                // measure is text that fills that height at lg's column width.
                const short = section.paragraphs.join(' ').length < 640;
                return (
                <section key={section.heading} id={`${tab.id}-${i + 1}`} className="mt-10 scroll-mt-24 border-t border-slate-200 pt-8">
                  <h3 className="flex items-baseline gap-2 text-xl font-semibold text-slate-900">
                    <span className="w-7 shrink-0 text-sm font-bold text-blue-700 tabular-nums">
                      {t + 1}.{i + 1}
                    </span>
                    {section.heading}
                  </h3>
                  {/* With a diagram, the lesson's text and its drawing sit side by side from md, top-aligned, so the
                      figure is sized to its drawing instead of floating in a panel the column's width. A short text
                      beside a tall drawing left blank space under it (design review: centred, it floated mid-way),
                      so from lg a short lesson has its steps in a row under the text instead. */}
                  <div className={cx(diagram && 'md:grid md:grid-cols-[minmax(0,1fr)_21rem] md:items-start md:gap-8', diagram && short && 'lg:block')} data-lesson-body="">
                    {/* Without a drawing beside it, the text keeps a reading measure, not the module's full width (review
                        A r35: at 42 rem it left a ~300 px strip empty beside every paragraph; B r34 found 48 rem long). */}
                    <div className={diagram && !short ? undefined : 'max-w-3xl'}>
                      {/* Natural wrap, not text-pretty (design review, round 4: at 390 pretty pulled words down
                          and left §1.2's last three lines short and ragged). */}
                      {section.paragraphs.map((p) => (
                        <p key={p} className="mt-3 text-base leading-7 text-slate-700">
                          <FigureText>{p}</FigureText>
                        </p>
                      ))}
                    </div>
                    {diagram && !short && <FlowDiagram data={diagram} arrangement="stacked" className="mt-6 md:mt-4" />}
                    {diagram && short && (
                      <>
                        <div className="lg:hidden">
                          <FlowDiagram data={diagram} arrangement="stacked" className="mt-6 md:mt-4" />
                        </div>
                        <div className="hidden lg:block">
                          <FlowDiagram data={diagram} arrangement="row" className="mt-6" />
                        </div>
                      </>
                    )}
                  </div>
                  {section.figures && <SectionFigures figures={section.figures} />}
                  {section.bullets && section.diagram?.steps !== 'bullets' && (
                    // Short points as tiles in a row from sm: three lines do not fill a column-wide box.
                    // Three tiles to a row, or two when there are four (no tile left alone on a row); a
                    // "Term: what it covers" point sets its term in bold.
                    <ul className={cx('mt-6 grid gap-3 text-sm leading-6 text-slate-800', section.bullets.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')} data-lesson-points="">
                      {section.bullets.map((b) => {
                        const colon = b.indexOf(': ');
                        return (
                          <li key={b} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                            <span className="mb-3 block h-1 w-8 rounded-full bg-blue-700" aria-hidden="true" />
                            {colon > 0 && colon < 40 ? (
                              <>
                                {/* The text stays the sentence as written ("Term: what it covers"); only its look changes. */}
                                <strong className="block font-semibold text-slate-900">
                                  {b.slice(0, colon)}
                                  <span className="sr-only">: </span>
                                </strong>
                                <span className="block first-letter:uppercase">
                                  <FigureText>{b.slice(colon + 2)}</FigureText>
                                </span>
                              </>
                            ) : (
                              <FigureText>{b}</FigureText>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </section>
                );
              })}
              {/* Review questions close the module, where a reader finishes it (design review: in the rail
                  they ended far above a long module's end). */}
              <div className="mt-12 rounded-xl border border-blue-100 bg-blue-50 p-6" data-review-questions="">
                <h3 className="font-semibold text-slate-900">Review questions</h3>
                <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-6 text-slate-800">
                  {tab.reviewQuestions.map((q) => (
                    <li key={q}>{q}</li>
                  ))}
                </ol>
              </div>
          </div>
        </div>
      ))}
    </>
  );
}
