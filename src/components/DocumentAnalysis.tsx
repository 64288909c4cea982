/**
 * The product at work on a sample document, in parts that the live demo (DemoShowcase + the DemoWidget
 * island) and the static hero picture (ProductAtWork) both draw with: the source document with its
 * cited passages numbered, the extracted findings under the same numbers, and the flags. One set of
 * parts, so the hero's picture of the product cannot drift from what the demo does.
 * No state and no hooks: server HTML in the hero, hydrated markup inside the widget.
 */
import type { ReactNode } from 'react';
import type { DemoDocumentPair, DemoFinding } from '../content/types.ts';
import { CitedText, locateCitations, type Citation } from './citations.tsx';
import { cx } from './cx.ts';

type Heading = 'h2' | 'h3' | 'p';

/** The number a finding shares with its highlighted passage in the source document. */
export function FindingNumber({ n }: { n: number }) {
  return (
    <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-amber-100 text-xs font-bold text-amber-800" aria-hidden="true">
      {n}
    </span>
  );
}

/** A white panel with a title row (a tag or an action at its right end): the document's and the analysis's frame. */
export function AnalysisPanel({ title, Heading = 'h3', aside, className, children }: { title: string; Heading?: Heading; aside?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cx('min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <div className="flex min-h-16 flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
        <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
        {aside}
      </div>
      {children}
    </div>
  );
}

type CitableDocument = Pick<DemoDocumentPair, 'documentName' | 'documentType' | 'original'> & { analysis: { findings: Pick<DemoFinding, 'label' | 'cite'>[] } };

/**
 * The sample document's file name and its paragraphs, with the findings' cited passages marked (lit by
 * the `cite` utility, styles/main.css: always outside the live demo, inside it once analysed). The
 * file name is shown whole: its last word keeps to the one before it ("67 F.pdf", never "67 / F.pdf")
 * and the lines are balanced. `compact`: the hero picture's smaller type, as plain text of the figure
 * (in the live demo a region, so a page showing both has one "Sample document text" landmark).
 */
export function DocumentText({ document, citations = locateCitations(document), compact = false }: { document: CitableDocument; citations?: Citation[]; compact?: boolean }) {
  const Text = compact ? 'div' : 'section';
  return (
    <>
      <p className="font-mono text-xs text-balance text-slate-600">{document.documentName.replace(/ (\S+)$/, '\u00a0$1')}</p>
      <Text className={cx('mt-3 grid gap-3 text-slate-700', compact ? 'text-xs leading-5' : 'text-sm leading-6')} aria-label={compact ? undefined : 'Sample document text'}>
        {document.original.map((paragraph, i) => (
          <p key={i}>
            <CitedText text={paragraph} citations={citations.filter((c) => c.paragraph === i)} />
          </p>
        ))}
      </Text>
    </>
  );
}

/** The live demo's document panel: "Original document", its type as a tag, and the text. */
export function SourceDocument({ document, citations, Heading }: { document: CitableDocument; citations?: Citation[]; Heading?: Heading }) {
  return (
    <AnalysisPanel
      title="Original document"
      Heading={Heading}
      aside={<span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{document.documentType}</span>}
    >
      <div className="px-5 py-4">
        <DocumentText document={document} citations={citations} />
      </div>
    </AnalysisPanel>
  );
}

/** The extracted findings, numbered as their passages in the source; `columns`: how many to a row from sm. */
export function FindingList({ findings, columns = 'sm:grid-cols-2' }: { findings: Pick<DemoFinding, 'label' | 'value'>[]; columns?: 'sm:grid-cols-2' | 'sm:grid-cols-3' }) {
  return (
    <dl className={cx('grid gap-x-4 gap-y-2', columns)}>
      {findings.map((f, i) => (
        // An odd last field in two columns spans both, so the grid leaves no empty cell.
        <div key={f.label} className={cx('rounded-lg bg-slate-50 p-3', columns === 'sm:grid-cols-2' && i === findings.length - 1 && i % 2 === 0 && 'sm:col-span-2')}>
          <dt className="flex items-center gap-2 text-xs font-medium text-slate-600">
            <FindingNumber n={i + 1} />
            {f.label}
          </dt>
          <dd className="mt-1 font-semibold text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The issues the analysis flags for a person to review. */
export function FlagList({ flags }: { flags: string[] }) {
  return (
    <div>
      <p className="font-semibold text-slate-900">Flagged</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 marker:text-red-700">
        {flags.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </div>
  );
}

/** The line every sample analysis ends on (docs/product-rules.md#illustrative-figures). */
export const ILLUSTRATIVE_NOTE = 'Sample document; all figures are illustrative.';
