/**
 * The 'See It In Action' section: the canned document demo with the page's own document pair.
 */
import type { DemoDocumentPair } from '../../content/types.ts';
import { Section } from '../../components/Section.tsx';
import { DemoWidgetIsland } from '../../islands/index.tsx';

export function DemoSection({ eyebrow, title, intro, document }: { eyebrow: string; title: string; intro: string; document: DemoDocumentPair }) {
  return (
    <Section id="demo" name="demo" tone="muted" eyebrow={eyebrow} title={title} intro={intro}>
      <DemoWidgetIsland demo={document} headingLevel="h3" />
    </Section>
  );
}
