/**
 * The live demo's Export (docs/product-rules.md#demo-widget): a real file, the sample analysis as the widget shows it
 * (summary, each field with its cited passage, the flags with theirs, the next steps, and the audit record where the
 * page shows one), saved by the browser from a Blob: nothing leaves the browser. Its confirmation said "Analysis exported
 * as a PDF report" and no file came (trust review TR r52, review N r52, smaller items). Markdown: plain, readable as it is.
 * Its name and first lines say it is a sample. Loaded at the Export click only (a dynamic import): no page's first load
 * and no hydration carries it.
 */
import type { DemoAnalysis } from '../content/types.ts';
import { flagNumbers } from '../components/citations.tsx';

/** The file's name: the sample's own, marked as a sample analysis, without characters file systems refuse. */
export function exportFileName(documentName: string): string {
  const stem = documentName.replace(/\.pdf$/i, '').replace(/\s*\(sample\)\s*/i, ' ').trim();
  return `${stem} - sample analysis.md`.replace(/[\\/:*?"<>|]/g, '-');
}

const quote = (cite: string | string[] | null | undefined) => (Array.isArray(cite) ? cite : cite ? [cite] : []).map((c) => `“${c}”`).join(' and ');

/** The analysis as Markdown, numbered as the widget numbers its fields and flags (their passages' numbers). */
export function analysisMarkdown(documentName: string, analysis: DemoAnalysis, record: readonly [string, string][] = []): string {
  const numbers = flagNumbers(analysis);
  const lines = [
    `# Sample analysis: ${documentName}`,
    '',
    'Sample: a canned analysis of an illustrative document from the Vertiq website demo. All figures are illustrative.',
    '',
    analysis.summary,
    '',
    '## Fields',
    '',
    ...analysis.findings.map((f, i) => `${i + 1}. **${f.label}**: ${f.value}  \n   Source: ${quote(f.cite)}`),
    '',
    '## Flagged',
    '',
    ...analysis.flags.map((flag, i) => {
      const cite = analysis.flagCites?.[i];
      return cite ? `- ${flag} (passage ${numbers[i]}: ${quote(cite)})` : `- ${flag}`;
    }),
    '',
    '## Recommended next steps',
    '',
    ...analysis.recommendations.map((r) => `- ${r}`),
  ];
  if (record.length) lines.push('', '## Audit record', '', ...record.map(([term, detail]) => `- **${term}**: ${detail}`));
  return `${lines.join('\n')}\n`;
}

/**
 * Saves the analysis shown in `widget` ([data-demo-widget]) as a file, with its section's audit record where it has one
 * (components/visuals/SampleFlow.tsx DemoAuditRecord), and returns the file's name for the confirmation.
 */
export function downloadAnalysis(widget: Element, analysis: DemoAnalysis): string {
  const documentName = widget.querySelector<HTMLElement>('p[title]')?.title ?? 'Sample document';
  const record = [...(widget.closest('[data-section]')?.querySelectorAll('[data-demo-audit-record] dl > div') ?? [])].map(
    (row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''] as [string, string],
  );
  const name = exportFileName(documentName);
  const url = URL.createObjectURL(new Blob([analysisMarkdown(documentName, analysis, record)], { type: 'text/markdown;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
