/**
 * The canned document-analysis demo as pages place it: the sample document as static HTML on the
 * left, the interactive analysis (the DemoWidget island) on the right. Only the analysis travels as
 * island props; the document text is in the page once.
 */
import type { ComponentType } from 'react';
import type { DemoDocumentPair } from '../content/types.ts';
import type { DemoWidgetProps } from '../islands/DemoWidget.tsx';
import { CitedText, locateCitations } from './citations.tsx';

/**
 * The document is as tall as its text (self-start: after processing the analysis is the taller one,
 * and a stretched document card was ~250 px blank). The analysis panel stretches to the row: before
 * processing it is as tall as the document beside it, its preview slots sharing the height (DemoWidget),
 * so neither panel ends in a blank box; an inner scroll once hid the next steps. The passages the findings cite are marked in the
 * source from the start and light up, numbered like the findings, once the widget has analyzed
 * (it sets data-analysed on this element; the `cite` utility in styles/main.css reads it). The file
 * name is shown whole (cut with an ellipsis, it hid the name on phones): its last word keeps to the
 * one before it ("67 F.pdf", never "67 / F.pdf") and the lines are balanced. min-w-0, so a long
 * name cannot widen the grid column.
 */
export function DemoShowcase({ demo, headingLevel: Heading = 'h3', Analysis }: { demo: DemoDocumentPair; headingLevel?: 'h2' | 'h3'; Analysis: ComponentType<DemoWidgetProps> }) {
  const citations = locateCitations(demo);
  // The widget shows labels and values only: the cites stay out of its serialized props (they are in
  // the page once, as the marks).
  const analysis: DemoWidgetProps['analysis'] = { ...demo.analysis, findings: demo.analysis.findings.map(({ label, value }) => ({ label, value })) };
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-demo-widget="">
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm lg:self-start">
        <div className="flex min-h-16 flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
          <Heading className="text-sm font-semibold text-slate-900">Original document</Heading>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{demo.documentType}</span>
        </div>
        <div className="px-5 py-4">
          <p className="font-mono text-xs text-balance text-slate-600">{demo.documentName.replace(/ (\S+)$/, '\u00a0$1')}</p>
          <section className="mt-3 grid gap-3 text-sm leading-6 text-slate-700" aria-label="Sample document text">
            {demo.original.map((paragraph, i) => (
              <p key={i}>
                <CitedText text={paragraph} citations={citations.filter((c) => c.paragraph === i)} />
              </p>
            ))}
          </section>
        </div>
      </div>
      <Analysis analysis={analysis} headingLevel={Heading} />
    </div>
  );
}
