/**
 * A process as HTML: the steps joined by arrows and an optional band, then the caption. Design review,
 * round 5: the SVG column (FlowDiagram) stood narrow and centred in the 42rem column at 1280 with empty sides;
 * an SVG cannot change shape between widths, and two drawings do not fit a page's first-load budget.
 * The arrows, the band's frame and the loop's return line are drawn by CSS (flow-steps.css), so the markup
 * is the steps alone, an ordered list a screen reader reads in order.
 *
 * `article` (default): titled, a column on phones and two rows of two from lg, across an article's text.
 * `column`: untitled (the lesson's heading names it), a column at every width: a /learn lesson's drawing
 * beside its text (components/LearnLesson.tsx).
 * `row`: untitled, a column on phones and one row from lg: a /learn lesson's drawing under a short text (one
 * drawing for every width, where an SVG needed two).
 *
 * A `rail` band frames every step with the band as the frame's foot (design review, round 6: a pill under
 * the last step read as a fifth step), or in a lesson runs across the figure's panel; a `loop` band is a pill the last step runs into, with a line from it
 * back up to the first step, the label on the line it names (design review r36).
 */
import type { FlowDiagramData } from '../../content/types.ts';
import { Headline } from '../Headline.tsx';

export function FlowSteps({ data, className = '', layout = 'article' }: { data: FlowDiagramData; className?: string; layout?: 'article' | 'column' | 'row' }) {
  const loop = data.band?.kind === 'loop';
  // A rail in an article frames the steps (the frame's foot its label); in a lesson the figure's own panel is
  // the frame and the band runs across its full width (review A r37: a frame in the panel nested three boxes
  // and narrowed the steps to four lines each), joined to each step from lg.
  const rail = data.band && !loop ? (layout === 'article' ? ' flow-rail' : ' flow-drops') : '';
  const steps = (
    <ol className={`flow-steps${layout === 'article' ? ' flow-article mt-4' : ''}${layout === 'row' ? ' flow-row' : ''}${rail}`}>
      {data.steps.map((step) => (
        <li key={step.label}>
          <b>{step.label}</b>
          {step.detail}
        </li>
      ))}
    </ol>
  );
  return (
    <figure className={`rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6 ${className}`.trim()} data-diagram="">
      {layout === 'article' && (
        <p className="font-semibold text-slate-900">
          <Headline text={data.title} />
        </p>
      )}
      {loop ? (
        // In a row, the step count (a class: the site's CSP refuses style attributes) places the loop's ends
        // under the first and last steps' middles.
        <div className={`flow-loop${layout === 'row' ? ` flow-row-loop flow-n-${data.steps.length}` : ''}`}>
          {steps}
          <p className="flow-band">{data.band!.label}</p>
        </div>
      ) : (
        <>
          {steps}
          {data.band && <p className={layout === 'article' ? 'flow-band' : 'flow-band flow-band-across'}>{data.band.label}</p>}
        </>
      )}
      {/* Read as text under the figure: 15 px (design review: 14 px read as a footnote). */}
      <figcaption className="mt-4 text-body-sm leading-7 text-pretty text-slate-600">{data.caption}</figcaption>
    </figure>
  );
}
