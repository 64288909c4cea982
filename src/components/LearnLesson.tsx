/**
 * One lesson of a /learn module (components/LearnPanels.tsx lays the module out): its numbered heading,
 * its text at a reading measure, its diagram beside or under the text, its figures and its points.
 */
import type { FlowDiagramData, LearnTab } from '../content/types.ts';
import { FlowSteps } from './visuals/FlowSteps.tsx';
import { cx } from './cx.ts';
import { FigureText } from './Figure.tsx';
import { SectionFigures } from './SectionFigures.tsx';

export type LessonContent = LearnTab['sections'][number];

/** The id a lesson's heading is linked by (the module's contents rail, a shared link): `fundamentals-2`. */
export const lessonId = (tabId: string, index: number) => `${tabId}-${index + 1}`;

/** The lesson's diagram, its steps drawn from the section's "Term: what happens" bullets when it says so. */
function lessonDiagram(section: LessonContent): FlowDiagramData | undefined {
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

/** Short points as tiles in a row from sm; a "Term: what it covers" point sets its term in bold. */
function LessonPoints({ points }: { points: string[] }) {
  // Three tiles to a row, or two when there are four (no tile left alone on a row): three lines do not
  // fill a column-wide box.
  return (
    <ul className={cx('mt-6 grid gap-3 text-sm leading-6 text-slate-800', points.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')} data-lesson-points="">
      {points.map((b) => {
        const colon = b.indexOf(': ');
        return (
          <li key={b} className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-pretty">
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
  );
}

export function LearnLesson({ section, id, number }: { section: LessonContent; id: string; number: string }) {
  const diagram = lessonDiagram(section);
  // Too short to stand beside a column drawing from lg: a four-step drawing is ~370 px tall, and two
  // paragraphs (~450 characters, §1.1) ended ~270 px above it (design review r7), so from lg a short
  // lesson has its steps in a row under the text instead.
  const short = section.paragraphs.join(' ').length < 640;
  return (
    <section id={id} className="mt-10 scroll-mt-24 border-t border-slate-200 pt-8">
      {/* A step above the intro's 20 px from sm, and the number at the heading's size (review B r38: the
          heading barely larger than the text, its small number sitting low). */}
      <h3 className="flex items-baseline gap-3 text-xl font-semibold text-slate-900 sm:text-2xl">
        <span className="shrink-0 font-bold text-blue-700 tabular-nums">{number}</span>
        {section.heading}
      </h3>
      {/* With a diagram, the text and its drawing sit side by side from md, top-aligned, so the figure is
          sized to its drawing instead of floating in a panel the column's width. */}
      <div className={cx(diagram && 'md:grid md:grid-cols-[minmax(0,1fr)_21rem] md:items-start md:gap-8', diagram && short && 'lg:block')} data-lesson-body="">
        {/* A reading measure, ~80 characters a line at 1280 (design reviews: 48 rem at 16 px was ~100
            characters, "too long"); the module's contents rail stands beside it from xl, so the column
            beside the text is no longer an empty strip (review A r35). */}
        <div className={diagram && !short ? undefined : 'max-w-[44rem]'}>
          {/* Natural wrap, not text-pretty (design review, round 4: at 390 pretty pulled words down
              and left §1.2's last three lines short and ragged). */}
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-base leading-7 text-slate-700 xl:text-lg xl:leading-8">
              <FigureText>{p}</FigureText>
            </p>
          ))}
        </div>
        {/* One drawing for every width, in HTML (FlowSteps): beside a long text a column; under a short one a
            column on phones and one row from lg. As SVG the row and the column were two drawings, ~900 B over
            /learn's first-load budget. */}
        {diagram && <FlowSteps data={diagram} layout={short ? 'row' : 'column'} className={short ? 'mt-6' : 'mt-6 md:mt-4'} />}
      </div>
      {section.figures && <SectionFigures figures={section.figures} />}
      {section.bullets && section.diagram?.steps !== 'bullets' && <LessonPoints points={section.bullets} />}
    </section>
  );
}
