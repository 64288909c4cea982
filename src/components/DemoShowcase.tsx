/**
 * The canned document-analysis demo as pages place it: the sample document as static HTML on the
 * left, the interactive analysis (the DemoWidget island) on the right. Only the analysis travels as
 * island props; the document text is in the page once.
 */
import type { ComponentType } from 'react';
import type { DemoDocumentPair } from '../content/types.ts';
import type { DemoWidgetProps } from '../islands/DemoWidget.tsx';
import { locateCitations } from './citations.tsx';
import { SourceDocument } from './DocumentAnalysis.tsx';

/**
 * The document is as tall as its text (self-start: after processing the analysis is the taller one,
 * and a stretched document card was ~250 px blank). The analysis panel stretches to the row: before
 * processing it is as tall as the document beside it, its preview slots sharing the height (DemoWidget),
 * so neither panel ends in a blank box; an inner scroll once hid the next steps. The passages the findings cite are marked in the
 * source from the start and light up, numbered like the findings, once the widget has analyzed
 * (it sets data-analysed on this element; the `cite` utility in styles/main.css reads it). Both
 * halves are drawn with the parts of components/DocumentAnalysis.tsx, as the heroes' static picture is.
 */
export function DemoShowcase({ demo, headingLevel: Heading = 'h3', Analysis }: { demo: DemoDocumentPair; headingLevel?: 'h2' | 'h3'; Analysis: ComponentType<DemoWidgetProps> }) {
  const citations = locateCitations(demo);
  // The widget shows labels and values only: the cites stay out of its serialized props (they are in
  // the page once, as the marks).
  const analysis: DemoWidgetProps['analysis'] = { ...demo.analysis, findings: demo.analysis.findings.map(({ label, value }) => ({ label, value })) };
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-demo-widget="">
      <SourceDocument document={demo} citations={citations} Heading={Heading} className="lg:self-start" />
      <Analysis analysis={analysis} headingLevel={Heading} />
    </div>
  );
}
