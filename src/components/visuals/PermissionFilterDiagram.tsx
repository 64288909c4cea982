/**
 * Retrieval that respects permissions, drawn as SVG from its data (/technology/rag): the passages in
 * the index on the left, each with who may read it, and the people asking on the right. A line joins
 * a passage to each person whose access covers it; where it does not, the line is dashed and carries
 * a "blocked" mark halfway. One drawing 340 units wide at every width (two columns stay legible at 390 px, where
 * it is drawn near 1:1), beside its caption from sm. Server-rendered, no script; colours are the
 * theme's, set once per group. Accessible as a figure: the drawing is role="img", named by who can
 * draw on which passage, and the caption says it is a sample.
 */
import type { PermissionFilterData } from '../../content/visuals.ts';

const W = 340;
const HEAD = 24;
const PASSAGE = { w: 150, h: 48, gap: 14 };
const ASKER = { x: 210, h: 56 };

export function PermissionFilterDiagram({ data }: { data: PermissionFilterData }) {
  const passages = data.passages.map((p, i) => ({ ...p, y: HEAD + i * (PASSAGE.h + PASSAGE.gap) }));
  const bottom = passages[passages.length - 1]!.y + PASSAGE.h;
  // The people spread over the passages' height, each box centred on its share of it.
  const share = (bottom - HEAD) / data.askers.length;
  const askers = data.askers.map((a, i) => ({ ...a, y: HEAD + share * i + (share - ASKER.h) / 2 }));
  const from = PASSAGE.w + 2;
  const to = ASKER.x - 2;
  const mid = (from + to) / 2;
  let allowed = '';
  let blocked = '';
  const marks: { x: number; y: number }[] = [];
  for (const p of passages) {
    const py = p.y + PASSAGE.h / 2;
    for (const a of askers) {
      const ay = a.y + ASKER.h / 2;
      const curve = `M${from} ${py}C${mid} ${py} ${mid} ${ay} ${to} ${ay}`;
      if (a.access.includes(p.audience)) allowed += curve;
      else {
        // The same curve, dashed, with the "blocked" mark at its middle.
        blocked += curve;
        marks.push({ x: mid, y: (py + ay) / 2 });
      }
    }
  }
  const name = `${data.title}: ${askers
    .map((a) => `${a.role} can draw on ${passages.filter((p) => a.access.includes(p.audience)).map((p) => p.source).join(', ')}`)
    .join('; ')}. ${passages
    .filter((p) => askers.some((a) => !a.access.includes(p.audience)))
    .map((p) => `${p.source} is for ${p.audience} only.`)
    .join(' ')}`;
  return (
    <figure className="mt-6 grid items-center gap-4 rounded-card border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[minmax(0,22rem)_1fr] sm:gap-8 sm:p-6" data-permission-diagram="">
      <svg viewBox={`-1 -1 ${W + 2} ${bottom + 2}`} className="h-auto w-full" role="img" aria-label={name}>
        <g className="fill-slate-600 text-[11px] font-semibold tracking-wide uppercase">
          <text x="0" y="12">
            {data.passagesLabel}
          </text>
          <text x={ASKER.x} y="12">
            {data.askersLabel}
          </text>
        </g>
        <path d={allowed} className="fill-none stroke-blue-700" strokeWidth="2" />
        <path d={blocked} className="fill-none stroke-slate-500" strokeWidth="2" strokeDasharray="4 4" />
        <g className="fill-white stroke-slate-300">
          {passages.map((p) => (
            <rect key={p.source} x="0" y={p.y} width={PASSAGE.w} height={PASSAGE.h} rx="8" />
          ))}
          {askers.map((a) => (
            <rect key={a.role} x={ASKER.x} y={a.y} width={W - ASKER.x} height={ASKER.h} rx="8" className="fill-blue-50 stroke-blue-200" />
          ))}
        </g>
        <g className="fill-white stroke-red-700" strokeWidth="2">
          {marks.map((m) => (
            <g key={`${m.x}-${m.y}`}>
              <circle cx={m.x} cy={m.y} r="7" />
              <path d={`M${m.x - 4.5} ${m.y + 4.5}L${m.x + 4.5} ${m.y - 4.5}`} />
            </g>
          ))}
        </g>
        <g className="fill-slate-900 text-[13px] font-semibold">
          {passages.map((p) => (
            <text key={p.source} x="10" y={p.y + 20}>
              {`${p.source} ${p.title}`}
            </text>
          ))}
          {askers.map((a) => (
            <text key={a.role} x={ASKER.x + 10} y={a.y + 23}>
              {a.role}
            </text>
          ))}
        </g>
        <g className="fill-slate-600 text-[12px]">
          {passages.map((p) => (
            <text key={p.source} x="10" y={p.y + 37}>
              {p.audience}
            </text>
          ))}
          {askers.map((a) => (
            <text key={a.role} x={ASKER.x + 10} y={a.y + 41}>
              {a.access.join(', ')}
            </text>
          ))}
        </g>
      </svg>
      <figcaption className="text-sm leading-6 text-slate-600">{data.caption}</figcaption>
    </figure>
  );
}
