/** /technology: approach overview, the comparison table and the four-step agent pipeline (docs/product-rules.md#technology). */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import { PipelineFigure } from '../components/visuals/PipelineFigure.tsx';
import type { TechnologyOverview } from '../content/technology.ts';
import { Comparison } from './product/ComparisonTable.tsx';
import { CtaBand } from './product/CtaBand.tsx';

export function TechnologyPage({ page }: { page: TechnologyOverview }) {
  const { hero, approach, comparison, pipeline, cta } = page;
  return (
    <>
      <PageHero hero={hero} visual={<PipelineFigure steps={pipeline.steps} {...pipeline.figure} />} />
      <Section id="approach" name="approach" eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro}>
        <CardGrid cards={approach.cards} columns={3} name="approach" />
      </Section>
      <Section id="comparison" name="comparison" tone="muted" eyebrow={comparison.eyebrow} title={comparison.title} intro={comparison.intro}>
        <Comparison table={comparison.table} />
      </Section>
      <Section id="pipeline" name="pipeline" eyebrow={pipeline.eyebrow} title={pipeline.title} intro={pipeline.intro}>
        <StepList steps={pipeline.steps} name="pipeline" />
      </Section>
      <CtaBand cta={cta} />
    </>
  );
}
