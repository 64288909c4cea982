/**
 * The product at work, as the hero picture of the home, industry, audience and solution pages: the
 * page's own sample document with the passages its findings rest on highlighted and numbered, the
 * extracted fields under the same numbers, and the first flag, in the analysed state of the live demo.
 * Drawn with the demo's own parts (components/DocumentAnalysis.tsx), so the picture cannot drift from
 * the widget; static HTML, no script. Not a [data-demo-widget]: the marks are lit from the start.
 */
import type { HeroSample } from '../../content/types.ts';
import { AnalysisPanel, DocumentText, FindingList, FlagList, IllustrativeNote } from '../DocumentAnalysis.tsx';
import { flagNumbers, locateCitations } from '../citations.tsx';
import { PANEL_TAG } from '../PanelTitleBar.tsx';
import { cx } from '../cx.ts';

/** How many findings and flags the hero has room for. */
const FINDINGS = 3;
const FLAGS = 1;
const PARAGRAPHS = 3;

/**
 * What the hero shows of a sample: its first findings, the first flag and, of a document longer than
 * the hero has room for, only the paragraphs those findings cite (in document order). A sample written
 * for a hero has no more than that and shows whole.
 */
export function heroExcerpt(sample: HeroSample): HeroSample {
  const findings = sample.analysis.findings.slice(0, FINDINGS);
  const flags = sample.analysis.flags.slice(0, FLAGS);
  const flagCites = sample.analysis.flagCites?.slice(0, FLAGS);
  const analysis = { findings, flags, ...(flagCites && { flagCites }) };
  const cited = new Set(locateCitations({ ...sample, analysis }).map((c) => c.paragraph));
  return {
    ...sample,
    original: sample.original.length <= PARAGRAPHS ? sample.original : sample.original.filter((_, i) => cited.has(i)),
    analysis,
  };
}

/**
 * One window, as the product shows a processed document: its type and state in the title row, the
 * text with the cited passages lit, then the extracted fields and the flag under a rule. One panel
 * rather than the demo's two: it reads as one screen beside the hero copy, and costs the page less. The note
 * that the sample is illustrative is its footer row, as under the demo's document.
 */
/** `small`: the type size of the document text below xl and of the note, where a page sets its own (the solution pages: 13 px). */
export function ProductAtWork({ sample, large = false, findings = 'tiles', small }: { sample: HeroSample; large?: boolean; findings?: 'tiles' | 'rows'; small?: { text: string; note: string } }) {
  const shown = heroExcerpt(sample);
  return (
    <AnalysisPanel
      as="figure"
      data={{ 'data-figure': '', 'data-product-at-work': '' }}
      title={shown.documentType}
      Heading="p"
      aside={<span className={PANEL_TAG}>Analyzed</span>}
    >
      {/* Pretty, inherited by its lines (design review B r50 item 3: "8.3.6." alone under regulatory compliance's flag). */}
      <div className="grid gap-4 px-5 py-4 text-sm text-pretty">
        {/* No wider than the card: the file name's whole width widened this grid's auto track past the card at 390 px,
            clipped at its border (design review M r45, /architecture, /aviation, /product-development). */}
        {/* `large`: from xl the document's 12 px text at 14 px, its file name unchanged, on one line (design review B r49
            item 6: the solution heroes' document text read small at 1280); its 24 px lines from `small` (the solution pages,
            the only ones that pass `large`: design review Q r52 item 6). */}
        <div className={cx(large ? 'min-w-0 xl:[&>div]:text-sm' : 'min-w-0', small?.text)}>
          <DocumentText document={shown} compact />
        </div>
        {/* Register lines bring their own top rule: the block's would draw a second one 16 px above it. */}
        <div className={findings === 'rows' ? 'grid gap-4' : 'grid gap-4 border-t border-slate-200 pt-4'}>
          {/* `rows`: the fields as a register's lines, label beside value (design review B r49 item 6: contract intelligence's
              hero the same picture as the home page's); without their citations, which the lit passages above already show. */}
          <FindingList findings={findings === 'rows' ? shown.analysis.findings.map(({ label, value }) => ({ label, value })) : shown.analysis.findings} layout={findings} />
          <FlagList flags={shown.analysis.flags} numbers={flagNumbers(shown.analysis)} />
        </div>
      </div>
      <IllustrativeNote as="figcaption" size={small?.note} />
    </AnalysisPanel>
  );
}
