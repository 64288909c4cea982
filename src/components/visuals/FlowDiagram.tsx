/**
 * A process drawn as SVG from its steps: boxes joined by arrows, in a row from sm and in a column on
 * phones (each its own drawing, so labels stay ~14 px at 390 px instead of shrinking with a row four
 * boxes wide), with an optional band under every step: a rail ("each stage writes to the audit
 * trail") or a loop arrow back to the first step ("repeats until the goal is met").
 * Server-rendered, no script; colours are the theme's (Tailwind fill-/stroke- utilities on tokens).
 * Accessible as a figure: the caption is its text alternative, and each drawing is role="img" with a
 * title and a description listing the steps, so the picture says nothing the text does not.
 */
import type { FlowDiagramData } from '../../content/types.ts';
import { cx } from '../cx.ts';

const LABEL_SIZE = 15;
const DETAIL_SIZE = 13;
const LINE = 18;
const PAD = 12;
/** Average advance of the brand face at a size, as a share of it (for wrapping detail text). */
const ADVANCE = 0.53;

/** Greedy word wrap to a width in user units. */
function wrap(text: string, width: number, size: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (size * ADVANCE)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string[];
  detail: string[];
}

function StepBox({ box, n }: { box: Box; n: number }) {
  const cx0 = box.x + box.w / 2;
  return (
    <g>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx="10" className="fill-white stroke-slate-300" strokeWidth="1" />
      <rect x={box.x} y={box.y} width="4" height={box.h} rx="2" className="fill-blue-700" />
      <text x={cx0} y={box.y + PAD + 12} textAnchor="middle" className="fill-blue-700 text-[11px] font-bold tracking-wide">
        {`STEP ${n}`}
      </text>
      {box.label.map((line, i) => (
        <text key={line} x={cx0} y={box.y + PAD + 12 + LINE * (i + 1)} textAnchor="middle" className="fill-slate-900 text-[15px] font-semibold">
          {line}
        </text>
      ))}
      {box.detail.map((line, i) => (
        <text key={line} x={cx0} y={box.y + PAD + 12 + LINE * (box.label.length + 1) + 4 + LINE * i} textAnchor="middle" className="fill-slate-600 text-[13px]">
          {line}
        </text>
      ))}
    </g>
  );
}

function boxHeight(label: string[], detail: string[]): number {
  return PAD * 2 + 12 + LINE * label.length + (detail.length ? 4 + LINE * detail.length : 0) + 2;
}

/** Arrowhead pointing along +x at (x, y), or along +y when `down`. */
function Head({ x, y, down = false, up = false }: { x: number; y: number; down?: boolean; up?: boolean }) {
  const d = down ? `M${x - 5} ${y - 7} L${x} ${y} L${x + 5} ${y - 7}` : up ? `M${x - 5} ${y + 7} L${x} ${y} L${x + 5} ${y + 7}` : `M${x - 7} ${y - 5} L${x} ${y} L${x - 7} ${y + 5}`;
  return <path d={d} className="fill-none stroke-blue-700" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />;
}

function Band({ band, x, y, w, anchors, vertical }: { band: NonNullable<FlowDiagramData['band']>; x: number; y: number; w: number; anchors: { x: number; y: number }[]; vertical: boolean }) {
  const h = 40;
  if (band.kind === 'rail')
    return (
      <g>
        {anchors.map((a) => (
          <line key={`${a.x}-${a.y}`} x1={a.x} x2={a.x} y1={a.y} y2={y} className="stroke-slate-300" strokeWidth="1.5" strokeDasharray="3 3" />
        ))}
        <rect x={x} y={y} width={w} height={h} rx="8" className="fill-blue-50 stroke-blue-200" strokeWidth="1" />
        <text x={x + w / 2} y={y + 25} textAnchor="middle" className="fill-blue-900 text-[13px] font-semibold">
          {band.label}
        </text>
      </g>
    );
  // A loop: from under the last step, along the band, back up into the first (in a column: down the left edge).
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  const mid = y + h / 2;
  const path = vertical ? `M${last.x} ${last.y} V${mid} H${x + 10} V${first.y + 2}` : `M${last.x} ${last.y} V${mid} H${first.x} V${first.y + 8}`;
  return (
    <g>
      <path d={path} className="fill-none stroke-blue-700" strokeWidth="2" strokeLinejoin="round" />
      <Head x={vertical ? x + 10 : first.x} y={vertical ? first.y + 2 : first.y + 1} up />
      <rect x={x + w / 2 - 120} y={mid - 13} width="240" height="26" rx="13" className="fill-white stroke-blue-200" strokeWidth="1" />
      <text x={x + w / 2} y={mid + 5} textAnchor="middle" className="fill-blue-900 text-[13px] font-semibold">
        {band.label}
      </text>
    </g>
  );
}

function Drawing({ data, vertical, className }: { data: FlowDiagramData; vertical: boolean; className: string }) {
  const n = data.steps.length;
  const W = vertical ? 340 : 720;
  const GAP = vertical ? 30 : 30;
  const inset = vertical && data.band?.kind === 'loop' ? 28 : 0;
  const boxW = vertical ? W - inset : (W - GAP * (n - 1)) / n;
  const lines = data.steps.map((s) => ({ label: wrap(s.label, boxW - 20, LABEL_SIZE), detail: s.detail ? wrap(s.detail, boxW - 20, DETAIL_SIZE) : [] }));
  const rowH = Math.max(...lines.map((l) => boxHeight(l.label, l.detail)));
  const boxes: Box[] = [];
  let y = 0;
  lines.forEach((l, i) => {
    const h = vertical ? boxHeight(l.label, l.detail) : rowH;
    boxes.push({ x: vertical ? inset : i * (boxW + GAP), y: vertical ? y : 0, w: boxW, h, ...l });
    y += h + GAP;
  });
  const contentBottom = vertical ? y - GAP : rowH;
  const bandTop = contentBottom + 24;
  const H = data.band ? bandTop + 40 : contentBottom;
  // Rail ticks leave each box's bottom (row) or its right side (column); the loop leaves the last box.
  const anchors = vertical
    ? boxes.map((b) => (data.band?.kind === 'loop' ? { x: b.x, y: b.y + b.h / 2 } : { x: b.x + b.w / 2, y: b.y + b.h }))
    : boxes.map((b) => ({ x: b.x + b.w / 2, y: b.h }));
  const bandAnchors = vertical && data.band?.kind === 'rail' ? [anchors[anchors.length - 1]] : anchors;
  const titleId = `${slug(data.title)}-${vertical ? 'col' : 'row'}`;
  return (
    <svg viewBox={`-2 -2 ${W + 4} ${H + 4}`} className={cx('h-auto w-full', className)} role="img" aria-labelledby={`${titleId}-t ${titleId}-d`} data-flow-diagram={vertical ? 'column' : 'row'}>
      <title id={`${titleId}-t`}>{data.title}</title>
      <desc id={`${titleId}-d`}>{data.steps.map((s, i) => `${i + 1}. ${s.label}${s.detail ? `: ${s.detail}` : ''}`).join('; ') + (data.band ? `. ${data.band.label}.` : '.')}</desc>
      {boxes.slice(1).map((b, i) => {
        const a = boxes[i];
        return vertical ? (
          <g key={b.label.join()}>
            <line x1={a.x + a.w / 2} x2={a.x + a.w / 2} y1={a.y + a.h + 3} y2={b.y - 3} className="stroke-blue-700" strokeWidth="2" />
            <Head x={a.x + a.w / 2} y={b.y - 3} down />
          </g>
        ) : (
          <g key={b.label.join()}>
            <line x1={a.x + a.w + 3} x2={b.x - 3} y1={rowH / 2} y2={rowH / 2} className="stroke-blue-700" strokeWidth="2" />
            <Head x={b.x - 3} y={rowH / 2} />
          </g>
        );
      })}
      {boxes.map((b, i) => (
        <StepBox key={b.label.join()} box={b} n={i + 1} />
      ))}
      {data.band && (vertical && data.band.kind === 'loop' ? (
        <LoopColumn band={data.band} boxes={boxes} bottom={contentBottom} />
      ) : (
        <Band band={data.band} x={0} y={bandTop} w={W} anchors={bandAnchors} vertical={vertical} />
      ))}
    </svg>
  );
}

/** In a column, the loop runs up the left margin from the last step back into the first, labelled below. */
function LoopColumn({ band, boxes, bottom }: { band: NonNullable<FlowDiagramData['band']>; boxes: Box[]; bottom: number }) {
  const first = boxes[0];
  const last = boxes[boxes.length - 1];
  const x = 10;
  return (
    <g>
      <path d={`M${last.x - 2} ${last.y + last.h / 2} H${x} V${first.y + first.h / 2} H${first.x - 4}`} className="fill-none stroke-blue-700" strokeWidth="2" strokeLinejoin="round" />
      <Head x={first.x - 4} y={first.y + first.h / 2} />
      <text x={170} y={bottom + 24 + 25} textAnchor="middle" className="fill-blue-900 text-[13px] font-semibold">
        {`↺ ${band.label}`}
      </text>
    </g>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function FlowDiagram({ data, className }: { data: FlowDiagramData; className?: string }) {
  return (
    <figure className={cx('grid items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:gap-8 sm:p-6', className)} data-diagram={slug(data.title)}>
      <Drawing data={data} vertical className="" />
      <figcaption className="text-sm leading-6 text-slate-600">{data.caption}</figcaption>
    </figure>
  );
}
