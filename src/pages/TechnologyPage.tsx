/**
 * /technology: approach overview, the on-premises architecture, the comparison table and the four-step agent pipeline (docs/product-rules.md#technology).
 * Each section says one thing: the hero shows what comes out (a finding citing its source, on a sample
 * document), the approach cards name the parts, the diagram shows where each part runs, the table how
 * that compares, and the pipeline what happens in order.
 */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { HERO_SAMPLES } from '../content/hero-samples.ts';
import type { TechnologyOverview } from '../content/technology.ts';
import { TECHNOLOGY_PATH } from '../content/technology.ts';
import { Comparison } from './product/ComparisonTable.tsx';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { ArchitectureDiagram } from './product/ArchitectureDiagram.tsx';

export function TechnologyPage({ page }: { page: TechnologyOverview }) {
  const { hero, approach, comparison, pipeline, cta } = page;
  return (
    <>
      <PageHero hero={hero} keepPhrases centreCopy visual={<ProductAtWork sample={HERO_SAMPLES[TECHNOLOGY_PATH]!} />}>
        <HeroButtons primary={cta.primary} secondary={{ label: 'See the Architecture', anchor: '#architecture' }} />
      </PageHero>
      <Section id="approach" name="approach" eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro}>
        {/* The two explainers' cards are links: an arrow says so, as on /solutions. */}
        <CardGrid cards={approach.cards} columns={3} name="approach" arrow />
      </Section>
      <Section id="architecture" name="architecture" tone="muted" eyebrow="Architecture" title="Where each part runs" intro="Every part of Vertiq runs on servers you control, beside the systems your documents already live in.">
        <ArchitectureDiagram />
      </Section>
      <Section id="comparison" name="comparison" eyebrow={comparison.eyebrow} title={comparison.title} intro={comparison.intro}>
        <Comparison table={comparison.table} />
      </Section>
      {/* On the muted ground, so the grounds alternate down the page (design review I r43: after the white comparison, a
          white pipeline under a hairline read as one long white block). */}
      {/* Its head beside the steps from lg (design review J r43: four sections stacked eyebrow, heading, intro, the right
          half of every head row empty, "templated"); the diagram and the table above keep the full width they need. */}
      <Section id="pipeline" name="pipeline" tone="muted" align="split" eyebrow={pipeline.eyebrow} title={pipeline.title} intro={pipeline.intro}>
        <StepList steps={pipeline.steps} name="pipeline" columns={1} />
      </Section>
      <CtaBand cta={cta} />
    </>
  );
}
