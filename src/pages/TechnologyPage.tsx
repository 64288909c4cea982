/** /technology: approach overview, the comparison table and the four-step agent pipeline (SPEC.md). */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { AgentPipelineDiagram } from '../components/visuals/AgentPipelineDiagram.tsx';
import { ComparisonStack } from '../components/visuals/ComparisonStack.tsx';
import { SpecSheetVisual } from '../components/visuals/SpecSheetVisual.tsx';
import { TECHNOLOGY_SPEC } from '../content/visuals.ts';
import type { TechnologyOverview } from '../content/technology.ts';
import { ComparisonTable } from './product/ComparisonTable.tsx';
import { CtaBand } from './product/CtaBand.tsx';

export function TechnologyPage({ page }: { page: TechnologyOverview }) {
  const { hero, approach, comparison, pipeline, cta } = page;
  return (
    <>
      <PageHero hero={hero} visual={<SpecSheetVisual sheet={TECHNOLOGY_SPEC} />} />
      <Section id="approach" name="approach" eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro}>
        <CardGrid cards={approach.cards} columns={3} name="approach" />
      </Section>
      <Section id="comparison" name="comparison" tone="muted" eyebrow={comparison.eyebrow} title={comparison.title} intro={comparison.intro}>
        {/* A stacked comparison on phones: the table's third column would hide behind a sideways scroll. */}
        <ComparisonStack table={comparison.table} className="sm:hidden" />
        <div className="hidden sm:block">
          <ComparisonTable table={comparison.table} />
        </div>
      </Section>
      <Section id="pipeline" name="pipeline" eyebrow={pipeline.eyebrow} title={pipeline.title} intro={pipeline.intro}>
        <AgentPipelineDiagram steps={pipeline.steps} boundaryLabel={pipeline.boundaryLabel} auditLabel={pipeline.auditLabel} />
      </Section>
      <CtaBand cta={cta} />
    </>
  );
}
