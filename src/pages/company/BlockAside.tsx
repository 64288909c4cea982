/**
 * What sits under a company block's heading in its left column (/about, /investors): the block's key
 * points drawn as something to look at rather than read. Reviewers found a heading alone on the left
 * beside paragraphs on the right left half of every block empty at 1280 px. Plain HTML and inline
 * SVG, no script; each diagram carries its text alternative (a list, or an SVG label).
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { Icon } from '../../components/Icon.tsx';
import type { CompanyAside } from '../../content/company.ts';

/** Two answers to the same questions, side by side: theirs muted, ours in the accent colour. */
function Contrast({ aside }: { aside: Extract<CompanyAside, { kind: 'contrast' }> }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-aside="contrast">
      <figcaption className="border-b border-slate-200 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{aside.label}</figcaption>
      <dl className="divide-y divide-slate-200">
        {aside.rows.map((row) => (
          <div key={row.aspect} className="px-5 py-4">
            <dt className="text-sm font-semibold text-slate-900">{row.aspect}</dt>
            <dd className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
              <span className="flex gap-2 text-slate-600">
                <Icon icon={CircleX} className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <span>
                  <span className="sr-only">{aside.theirs}: </span>
                  {row.theirs}
                </span>
              </span>
              <span className="flex gap-2 font-medium text-slate-900">
                <Icon icon={CircleCheck} className="mt-0.5 size-4 shrink-0 text-blue-700" />
                <span>
                  <span className="sr-only">{aside.ours}: </span>
                  {row.ours}
                </span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap gap-x-5 gap-y-1 border-t border-slate-200 px-5 py-3 text-xs text-slate-600" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <Icon icon={CircleX} className="size-3.5 text-slate-400" />
          {aside.theirs}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Icon icon={CircleCheck} className="size-3.5 text-blue-700" />
          {aside.ours}
        </span>
      </p>
    </figure>
  );
}

/**
 * The deployment boundary: the platform's parts inside the customer's environment, and the one line
 * that does not cross it (to an external API). An SVG labelled with the whole picture in words.
 */
function Boundary({ aside }: { aside: Extract<CompanyAside, { kind: 'boundary' }> }) {
  const rowH = 44;
  const top = 56;
  const height = top + aside.inside.length * (rowH + 12) + 8;
  return (
    <figure className="rounded-card border border-slate-200 bg-white p-3 shadow-card sm:p-5" data-aside="boundary">
      {/* Labelled by aria-label, not <title>: a <title> inside the body is read as the document's by some tools. */}
      <svg viewBox={`0 0 372 ${height}`} className="h-auto w-full" role="img" aria-label={`${aside.label}. ${aside.environment}: ${aside.inside.join(', ')}. ${aside.outside}: no connection.`}>
        <rect x="1" y="1" width="244" height={height - 2} rx="14" className="fill-blue-50 stroke-blue-700" strokeDasharray="6 5" strokeWidth="1.5" />
        <text x="14" y="32" className="fill-blue-800 text-[14px] font-semibold">
          {aside.environment}
        </text>
        {aside.inside.map((part, i) => {
          const y = top + i * (rowH + 12);
          return (
            <g key={part}>
              <rect x="14" y={y} width="216" height={rowH} rx="8" className="fill-white stroke-slate-300" />
              <circle cx="34" cy={y + rowH / 2} r="10" className="fill-blue-700" />
              <text x="34" y={y + rowH / 2 + 4} textAnchor="middle" className="fill-white text-[11px] font-semibold">
                {i + 1}
              </text>
              <text x="54" y={y + rowH / 2 + 5} className="fill-slate-900 text-[15px] font-medium">
                {part}
              </text>
            </g>
          );
        })}
        {/* The line that stops at the wall. */}
        <line x1="230" y1={height / 2} x2="286" y2={height / 2} className="stroke-slate-400" strokeWidth="1.5" strokeDasharray="4 4" />
        <g transform={`translate(262 ${height / 2})`}>
          <circle r="11" className="fill-white stroke-red-700" strokeWidth="1.5" />
          <path d="M-4.5 -4.5 L4.5 4.5 M4.5 -4.5 L-4.5 4.5" className="stroke-red-700" strokeWidth="2" strokeLinecap="round" />
        </g>
        <rect x="286" y={height / 2 - 30} width="80" height="60" rx="8" className="fill-slate-50 stroke-slate-300" />
        {aside.outsideLines.map((line, i) => (
          <text key={line} x="326" y={height / 2 - 3 + i * 16} textAnchor="middle" className="fill-slate-700 text-[14px] font-medium">
            {line}
          </text>
        ))}
      </svg>
      <figcaption className="mt-4 px-2 text-sm text-slate-600 sm:px-0">{aside.caption}</figcaption>
    </figure>
  );
}

/**
 * The plans an account moves through, as a plain list: name, price, verticals (src/content/pricing.ts).
 * Design review: bars of rising height looked like a chart of data while only drawing the order.
 */
function Ladder({ aside }: { aside: Extract<CompanyAside, { kind: 'ladder' }> }) {
  return (
    <figure className="rounded-card border border-slate-200 bg-white shadow-card" data-aside="ladder">
      {/* The label shown, as on the tiles: html-validate advises against aria-label on a list. */}
      <p className="border-b border-slate-200 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{aside.label}</p>
      <ol className="divide-y divide-slate-200">
        {aside.steps.map((step) => (
          <li key={step.name} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 px-5 py-3 text-sm">
            <span className="font-semibold text-slate-900">{step.name}</span>
            <span className="text-right font-semibold text-slate-900 tabular-nums">{step.price}</span>
            <span className="col-span-2 text-slate-600">{step.detail}</span>
          </li>
        ))}
      </ol>
      <figcaption className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600">{aside.caption}</figcaption>
    </figure>
  );
}

export function BlockAside({ aside }: { aside: CompanyAside }) {
  switch (aside.kind) {
    case 'contrast':
      return <Contrast aside={aside} />;
    case 'boundary':
      return <Boundary aside={aside} />;
    case 'ladder':
      return <Ladder aside={aside} />;
  }
}
