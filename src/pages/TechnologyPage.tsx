/**
 * /technology: approach overview, the on-premises architecture, the comparison table and the four-step agent pipeline (docs/product-rules.md#technology).
 * The hero shows the stack's spec sheet, not the pipeline: the architecture diagram and the step list below already draw it.
 */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import { SpecSheetVisual } from '../components/visuals/SpecSheetVisual.tsx';
import type { TechnologyOverview } from '../content/technology.ts';
import { TECHNOLOGY_OVERVIEW_SPEC } from '../content/visuals.ts';
import { Comparison } from './product/ComparisonTable.tsx';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { ArchitectureDiagram } from './product/ArchitectureDiagram.tsx';

export function TechnologyPage({ page }: { page: TechnologyOverview }) {
  const { hero, approach, comparison, pipeline, cta } = page;
  return (
    <>
      <PageHero hero={hero} visual={<SpecSheetVisual sheet={TECHNOLOGY_OVERVIEW_SPEC} />}>
        <HeroButtons primary={cta.primary} secondary={{ label: 'See the Architecture', anchor: '#architecture' }} />
      </PageHero>
      <Section id="approach" name="approach" eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro}>
        {/* The two explainers' cards are links: an arrow says so, as on /solutions. */}
        <CardGrid cards={approach.cards} columns={3} name="approach" arrow />
      </Section>
      <Section id="architecture" name="architecture" tone="muted" eyebrow="Architecture" title="An on-premises deployment, end to end" intro="Everything runs inside your network: documents come in, the model and the retrieval index read them there, and every step is written to the audit trail.">
        <ArchitectureDiagram />
      </Section>
      <Section id="comparison" name="comparison" eyebrow={comparison.eyebrow} title={comparison.title} intro={comparison.intro}>
        <Comparison table={comparison.table} />
      </Section>
      {/* Two white sections in a row: a rule between them, as on every page (the section rhythm). */}
      <Section id="pipeline" name="pipeline" eyebrow={pipeline.eyebrow} title={pipeline.title} intro={pipeline.intro} className="border-t border-slate-200">
        <StepList steps={pipeline.steps} name="pipeline" />
      </Section>
      <CtaBand cta={cta} />
    </>
  );
}
