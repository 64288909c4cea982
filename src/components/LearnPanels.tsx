/**
 * The /learn tab panels (docs/product-rules.md#learn): server HTML only. The tab strip is the LearnTabs island,
 * which shows one panel and hides the others through their ids; the panels themselves are never
 * hydrated, so the island's hydration handles three buttons, not ~300 elements of lessons (issue 11:
 * no task over 50 ms at 4x CPU). Without JavaScript, noscript-tabs.css shows every panel.
 *
 * A module reads down one column at a reading measure; from xl its contents stand in a rail beside it
 * (held in view while the lessons scroll), and it ends on its review questions and links to the modules
 * before and after it. Those are plain fragment links to the panels: the island selects the panel a
 * fragment points into (islands/LearnTabs.tsx), and without JavaScript every panel is shown anyway.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { LearnTab } from '../content/types.ts';
import { learnPanelId, learnTabId } from './learn-tab-ids.ts';
import { LearnLesson, lessonId } from './LearnLesson.tsx';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';

/** The rail column and its gap from xl (LearnPage holds the tab strip to the same column). */
export const LEARN_RAIL_COLUMNS = 'xl:grid xl:grid-cols-[minmax(0,1fr)_15rem] xl:gap-x-16';

const reviewId = (tabId: string) => `${tabId}-review`;

/**
 * The module's lessons and review questions as links, from xl; sticky, so it stays in reach down a long module. Under
 * them the other modules, so a reader can change module mid-page (design review B r39: the tab strip scrolls away and
 * the rail listed one module): fragment links to their panels, which the tabs island follows.
 */
function ModuleContents({ tabs, index }: { tabs: LearnTab[]; index: number }) {
  const tab = tabs[index]!;
  const number = index + 1;
  // The lesson in view is marked by the tabs island (aria-current="location", islands/LearnTabs.tsx): a blue
  // bar over the list's rule and bold blue text (review A r37: the rail looked the same wherever the reader was), the
  // current item blue as the articles' "On this page" marks it (design review D r50: black here, blue there).
  const link = '-ml-px flex gap-2 border-l-2 border-transparent py-1 pl-4 text-sm leading-5 text-slate-700 hover:text-blue-700 aria-[current=location]:border-blue-700 aria-[current=location]:font-semibold aria-[current=location]:text-blue-700';
  return (
    <nav aria-label={`${tab.title}: contents`} className="hidden xl:block" data-module-contents="">
      <div className="sticky top-24">
        {/* Names the module (review A r38: mid-page, "In this module" said nothing of which). */}
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase">Module {number}</p>
        <p className="mt-1 text-sm font-semibold text-slate-900">{tab.title}</p>
        <ol className="mt-3 space-y-1 border-l border-slate-200">
          {tab.sections.map((section, i) => (
            <li key={section.heading}>
              <a href={`#${lessonId(tab.id, i)}`} className={link}>
                <span className="w-7 shrink-0 font-semibold text-blue-700 tabular-nums">
                  {number}.{i + 1}
                </span>
                {section.heading}
              </a>
            </li>
          ))}
          <li>
            <a href={`#${reviewId(tab.id)}`} className={link}>
              {/* A tick in the lessons' number column (design review D r50: the review row alone had no marker). */}
              <span className="w-7 shrink-0 font-semibold text-blue-700" aria-hidden="true">
                ✓
              </span>
              Review questions
            </a>
          </li>
        </ol>
        <p className="mt-8 text-xs font-semibold tracking-wide text-slate-600 uppercase">Other modules</p>
        <ul className="mt-2 space-y-1">
          {tabs.map((other, j) =>
            j === index ? null : (
              <li key={other.id}>
                {/* Marked apart from the lesson links: the island's scrollspy reads only those (LearnTabs.tsx). */}
                <a href={`#${learnPanelId(other.id)}`} className="flex gap-2 py-1 text-sm leading-5 font-medium text-slate-700 hover:text-blue-700" data-module-switch="">
                  <span className="w-5 shrink-0 font-semibold text-blue-700 tabular-nums">{j + 1}</span>
                  {other.title}
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

/**
 * A module's neighbour, as a card. The arrow stands in the small label, before "Previous" and after "Next", so
 * both cards' text starts at their padding on phones (design reviews A and B r38: an arrow column put the two
 * cards' text at different edges, and a lone arrow mid-card); from sm the next card sits right, its text right.
 */
function ModuleLink({ tab, number, direction }: { tab: LearnTab; number: number; direction: 'previous' | 'next' }) {
  const next = direction === 'next';
  return (
    <a
      href={`#${learnPanelId(tab.id)}`}
      rel={next ? 'next' : 'prev'}
      className={cx('block rounded-card border border-slate-200 bg-white p-5 shadow-card hover:border-blue-300', next && 'sm:col-start-2 sm:text-right')}
      data-module-link={direction}
    >
      <span className={cx('flex items-center gap-1.5 text-sm font-semibold text-blue-700', next && 'sm:justify-end')}>
        {!next && <Icon icon={ArrowLeft} className="size-4 shrink-0" />}
        {next ? 'Next' : 'Previous'}: module {number}
        {next && <Icon icon={ArrowRight} className="size-4 shrink-0" />}
      </span>
      <span className="mt-1 block text-lg font-semibold text-slate-900">{tab.title}</span>
    </a>
  );
}

/**
 * The way on from a module's end, and back (design review r36: the tab strip was ~3,000 px above at 390;
 * r37: the last module ended with no way anywhere, and none went back). Previous on the left, next on
 * the right, as a reader turns pages.
 */
function ModulePager({ tabs, index }: { tabs: LearnTab[]; index: number }) {
  const [previous, next] = [tabs[index - 1], tabs[index + 1]];
  return (
    // Not a landmark: three panels would repeat one name (html-validate unique-landmark); the links name their module.
    <div className="mt-8 grid gap-4 sm:grid-cols-2" data-module-pager="">
      {previous && <ModuleLink tab={previous} number={index} direction="previous" />}
      {next && <ModuleLink tab={next} number={index + 2} direction="next" />}
    </div>
  );
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
          className={`mt-8 scroll-mt-24 focus-visible:outline-offset-4 ${LEARN_RAIL_COLUMNS}`}
          data-tab-panel={tab.id}
        >
          <div>
            {/* The site's eyebrow style (review B r38: the one mixed-case eyebrow). */}
            <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">
              Module {t + 1} of {tabs.length}
            </p>
            {/* Where focus lands when a link on the page opens this module (islands/LearnTabs.tsx). */}
            <h2 id={`${tab.id}-title`} tabIndex={-1} className="mt-1 scroll-mt-32 rounded-sm text-3xl font-bold tracking-tight text-balance text-slate-900 focus-visible:outline-offset-4">
              {tab.title}
            </h2>
            {/* At the lessons' measure, so the text of a module has one right edge (review A r37). */}
            <p className="mt-4 max-w-[44rem] text-lg leading-7 text-pretty text-slate-700 sm:text-xl sm:leading-8">{tab.intro}</p>
            {tab.sections.map((section, i) => (
              <LearnLesson key={section.heading} section={section} id={lessonId(tab.id, i)} number={`${t + 1}.${i + 1}`} />
            ))}
            {/* Review questions close the module, where a reader finishes it (design review: in a rail
                they ended far above a long module's end). */}
            <div id={reviewId(tab.id)} className="mt-12 scroll-mt-24 rounded-xl border border-blue-100 bg-blue-50 p-6" data-review-questions="">
              <h3 className="text-lg font-semibold text-slate-900">Review questions</h3>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-base leading-7 text-pretty text-slate-800">
                {tab.reviewQuestions.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </ol>
            </div>
            <ModulePager tabs={tabs} index={t} />
          </div>
          <ModuleContents tabs={tabs} index={t} />
        </div>
      ))}
    </>
  );
}
