/**
 * The 'See It In Action' section: the canned document demo with the page's own document pair.
 * `ruled`: a rule above it, where the section before it is as muted as this one (IndustryPage).
 */
import type { DemoDocumentPair } from '../../content/types.ts';
import { Section } from '../../components/Section.tsx';
import { DemoWidgetIsland } from '../../islands/index.tsx';
import { cx } from '../../components/cx.ts';

export function DemoSection({ eyebrow, title, intro, document, ruled = false }: { eyebrow: string; title: string; intro: string; document: DemoDocumentPair; ruled?: boolean }) {
  return (
    <Section id="demo" name="demo" tone="muted" className={cx(ruled && 'border-t border-slate-200')} eyebrow={eyebrow} title={title} intro={intro}>
      <DemoWidgetIsland demo={document} headingLevel="h3" />
    </Section>
  );
}
