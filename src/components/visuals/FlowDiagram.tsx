/**
 * A process drawn as SVG from its steps: boxes joined by arrows in a column, with an
 * optional band under them: a rail ("each stage writes to the audit trail") or a loop arrow back to
 * the first step ("repeats until the goal is met"). One column at every width, beside its caption
 * from sm: a row four boxes wide would shrink its labels to ~8 px on a phone.
 * Server-rendered, no script; colours are the theme's (Tailwind fill-/stroke- utilities on tokens),
 * set once per group, and every arrow is one path, because the drawing travels in the page's
 * first-load HTML. Accessible as a figure with a caption; the drawing is role="img", named by its
 * title, its steps in order and its band.
 */
import type { FlowDiagramData } from '../../content/types.ts';
import { cx } from '../cx.ts';

const W = 340;
const GAP = 28;
const LINE = 18;
/** Average advance of the brand face, as a share of its size (for wrapping text to a box). */
const ADVANCE = 0.53;

/** Greedy word wrap to a width in user units. */
function wrap(text: string, width: number, size: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (size * ADVANCE)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

interface Box {
  y: number;
  h: number;
  label: string[];
  detail: string[];
}

function layout(data: FlowDiagramData, x: number) {
  const width = W - x - 24;
  let y = 0;
  const boxes: Box[] = data.steps.map((step) => {
    const label = wrap(step.label, width, 15);
    const detail = step.detail ? wrap(step.detail, width, 13) : [];
    const h = 24 + LINE * (label.length + detail.length);
    const box = { y, h, label, detail };
    y += h + GAP;
    return box;
  });
  return { boxes, bottom: y - GAP };
}

/** The width of a row drawing, in user units: about its rendered width from lg, so 15 px text stays 15 px. */
const ROW_W = 920;
const ROW_GAP = 40;

/**
 * The steps in one row, left to right, the band under them: for a figure under a short text at a wide
 * column (a row four boxes wide is for lg widths only; narrower, the same steps are drawn in a column).
 */
function RowDrawing({ data, name }: { data: FlowDiagramData; name: string }) {
  const n = data.steps.length;
  const bw = (ROW_W - ROW_GAP * (n - 1)) / n;
  const cells = data.steps.map((step, i) => ({ x: i * (bw + ROW_GAP), label: wrap(step.label, bw - 16, 15), detail: step.detail ? wrap(step.detail, bw - 16, 13) : [] }));
  const h = 24 + LINE * Math.max(...cells.map((c) => c.label.length + c.detail.length));
  const cy = h / 2;
  const arrows = cells
    .slice(1)
    .map((c) => `M${c.x - ROW_GAP + 3} ${cy}H${c.x - 3}M${c.x - 10} ${cy - 5}L${c.x - 3} ${cy}L${c.x - 10} ${cy + 5}`)
    .join('');
  const band = data.band;
  const loop = band?.kind === 'loop';
  const mids = cells.map((c) => c.x + bw / 2);
  // A rail: every step drops a line onto the shared bar. A loop: a line from the last step back under the row into the first, the band's label on it.
  const bandTop = h + GAP;
  const bandPath = !band ? '' : loop ? `M${mids[n - 1]} ${h + 3}V${bandTop + 20}H${mids[0]}V${h + 3}M${mids[0] - 5} ${h + 10}L${mids[0]} ${h + 3}L${mids[0] + 5} ${h + 10}` : mids.map((m) => `M${m} ${h + 3}V${bandTop - 3}`).join('');
  const height = band ? bandTop + 40 : h;
  return (
    <svg viewBox={`-1 -1 ${ROW_W + 2} ${height + 2}`} className="h-auto w-full" role="img" aria-label={name}>
      <path d={arrows + bandPath} className="fill-none stroke-blue-700" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <g className="fill-white stroke-slate-300">
        {cells.map((c) => (
          <rect key={c.x} x={c.x} y={0} width={bw} height={h} rx="10" />
        ))}
        {band && <rect x={loop ? ROW_W / 2 - 130 : 0} y={bandTop} width={loop ? 260 : ROW_W} height="40" rx="20" className="fill-blue-50 stroke-blue-200" />}
      </g>
      <g textAnchor="middle">
        <g className="fill-slate-900 text-[15px] font-semibold">
          {cells.flatMap((c, j) =>
            c.label.map((line, i) => (
              <text key={`${j}-${i}`} x={mids[j]} y={8 + LINE * (i + 1)}>
                {line}
              </text>
            )),
          )}
        </g>
        <g className="fill-slate-600 text-[13px]">
          {cells.flatMap((c, j) =>
            c.detail.map((line, i) => (
              <text key={`${j}-${i}`} x={mids[j]} y={8 + LINE * (c.label.length + i + 1)}>
                {line}
              </text>
            )),
          )}
        </g>
        {band && (
          <text x={ROW_W / 2} y={bandTop + 25} className="fill-blue-900 text-[13px] font-semibold">
            {band.label}
          </text>
        )}
      </g>
    </svg>
  );
}

/**
 * `beside` (default): drawing and caption side by side from sm, for a figure across a column.
 * `stacked`: caption under the drawing, for a figure that itself sits beside text (the /learn lessons).
 * `row`: the steps in a row, caption under: under a lesson's short text from lg (design review: a few
 * lines beside a tall column drawing left it floating or left blank space under it).
 */
export function FlowDiagram({ data, className, arrangement = 'beside' }: { data: FlowDiagramData; className?: string; arrangement?: 'beside' | 'stacked' | 'row' }) {
  const loop = data.band?.kind === 'loop';
  // A loop runs up the left margin, so the boxes sit right of it.
  const x = loop ? 28 : 0;
  const { boxes, bottom } = layout(data, x);
  const mid = x + (W - x) / 2;
  const bandTop = bottom + GAP;
  const height = data.band ? bandTop + 40 : bottom;
  const arrows = boxes
    .slice(1)
    .map((b, i) => {
      const from = boxes[i].y + boxes[i].h + 3;
      const to = b.y - 3;
      return `M${mid} ${from}V${to}M${mid - 5} ${to - 7}L${mid} ${to}L${mid + 5} ${to - 7}`;
    })
    .join('');
  const first = boxes[0];
  const last = boxes[boxes.length - 1];
  const band = data.band;
  const rail = band && !loop ? `M${mid} ${bottom + 3}V${bandTop - 3}` : '';
  const loopPath = loop ? `M${x - 2} ${last.y + last.h / 2}H10V${first.y + first.h / 2}H${x - 4}M${x - 11} ${first.y + first.h / 2 - 5}L${x - 4} ${first.y + first.h / 2}L${x - 11} ${first.y + first.h / 2 + 5}` : '';
  // The steps' names in order; their one-line details restate the text beside the figure.
  const name = `${data.title}: ${data.steps.map((s) => s.label).join(', then ')}${band ? `. ${band.label}.` : '.'}`;
  return (
    <figure
      className={cx('grid items-center gap-4 rounded-xl border border-slate-200 bg-slate-50', arrangement === 'beside' && 'p-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:gap-8 sm:p-6', arrangement === 'stacked' && 'mx-auto w-full max-w-sm p-3 sm:p-4', arrangement === 'row' && 'p-4 sm:p-6', className)}
      data-diagram=""
    >
      {arrangement === 'row' ? <RowDrawing data={data} name={name} /> : <svg viewBox={`-1 -1 ${W + 2} ${height + 2}`} className="h-auto w-full" role="img" aria-label={name}>
        <path d={arrows + rail + loopPath} className="fill-none stroke-blue-700" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <g className="fill-white stroke-slate-300">
          {boxes.map((b) => (
            <rect key={b.y} x={x} y={b.y} width={W - x} height={b.h} rx="10" />
          ))}
          {band && <rect x={loop ? mid - 120 : 0} y={bandTop} width={loop ? 240 : W} height="40" rx="20" className="fill-blue-50 stroke-blue-200" />}
        </g>
        <g textAnchor="middle">
          <g className="fill-slate-900 text-[15px] font-semibold">
            {boxes.flatMap((b) =>
              b.label.map((line, i) => (
                <text key={`${b.y}-${i}`} x={mid} y={b.y + 8 + LINE * (i + 1)}>
                  {line}
                </text>
              )),
            )}
          </g>
          <g className="fill-slate-600 text-[13px]">
            {boxes.flatMap((b) =>
              b.detail.map((line, i) => (
                <text key={`${b.y}-${i}`} x={mid} y={b.y + 8 + LINE * (b.label.length + i + 1)}>
                  {line}
                </text>
              )),
            )}
          </g>
          {band && (
            <text x={loop ? mid : W / 2} y={bandTop + 25} className="fill-blue-900 text-[13px] font-semibold">
              {band.label}
            </text>
          )}
        </g>
      </svg>}
      <figcaption className="text-sm leading-6 text-slate-600">{data.caption}</figcaption>
    </figure>
  );
}
