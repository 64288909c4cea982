/**
 * The canned document-analysis demo as pages place it: the sample document as static HTML on the
 * left, the interactive analysis (the DemoWidget island) on the right. Only the analysis travels as
 * island props; the document text is in the page once.
 */
import type { ComponentType } from 'react';
import type { DemoDocumentPair } from '../content/types.ts';
import type { DemoWidgetProps } from '../islands/DemoWidget.tsx';
import { locateCitations } from './citations.tsx';
import { demoAnalysisHref } from '../content/demo-analyses.ts';
import { SourceDocument } from './DocumentAnalysis.tsx';

/**
 * The passages the findings cite are marked in the source from the start and light up, numbered like
 * the findings, once the widget has analyzed (it sets data-analysed on this element; the `cite`
 * utility in styles/main.css reads it). The document is the island's server-only child, so the
 * widget lays out both (DemoWidget: side by side from lg, the actions under the document once
 * analysed); both are drawn with the parts of components/DocumentAnalysis.tsx, as the heroes' static
 * picture is.
 */
export function DemoShowcase({ demo, headingLevel: Heading = 'h3', actionsAtRest, Analysis }: { demo: DemoDocumentPair; headingLevel?: 'h2' | 'h3'; actionsAtRest?: boolean; Analysis: ComponentType<DemoWidgetProps> }) {
  const citations = locateCitations(demo);
  // The props carry the fields' labels (the panel lists them at rest) and the analysis's address: the analysis
  // itself is a file beside the page (src/content/demo-analyses.ts), the cites marks in the document.
  const fields = demo.analysis.findings.map((finding) => finding.label);
  return (
    <div data-demo-widget="">
      {/* The default level stays out of the serialized props (the first-load budget). */}
      <Analysis fields={fields} analysisHref={demoAnalysisHref(demo)} headingLevel={Heading === 'h3' ? undefined : Heading} actionsAtRest={actionsAtRest ? 'demo-actions' : undefined}>
        <SourceDocument document={demo} citations={citations} Heading={Heading} />
      </Analysis>
    </div>
  );
}
