/**
 * A process as HTML, for a figure across an article's text column: its title, the steps joined by arrows
 * (a column on phones, two rows of two from lg) and an optional band framing them, then the caption. Design review,
 * round 5: the SVG column (FlowDiagram) stood narrow and centred in the 42rem column at 1280 with empty sides;
 * an SVG cannot change shape between widths, and two drawings do not fit the article pages' 8 KB budget.
 * The arrows and the band's links are drawn by CSS (flow-steps.css), so the markup is the steps alone, an
 * ordered list a screen reader reads in order.
 */
import type { FlowDiagramData } from '../../content/types.ts';
import { Headline } from '../Headline.tsx';

export function FlowSteps({ data, className = '' }: { data: FlowDiagramData; className?: string }) {
  return (
    <figure className={`rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6 ${className}`.trim()} data-diagram="">
      <p className="font-semibold text-slate-900">
        <Headline text={data.title} />
      </p>
      <ol className={`flow-steps mt-4${data.band ? ' flow-rail' : ''}`}>
        {data.steps.map((step) => (
          <li key={step.label}>
            <b>{step.label}</b>
            {step.detail}
          </li>
        ))}
      </ol>
      {data.band && <p className="flow-band">{data.band.label}</p>}
      {/* Read as text under the figure: 15 px (design review: 14 px read as a footnote). */}
      <figcaption className="mt-4 text-[0.9375rem] leading-7 text-slate-600">{data.caption}</figcaption>
    </figure>
  );
}
