/**
 * /technology: approach overview, the on-premises architecture, the comparison table and the four-step agent pipeline (docs/product-rules.md#technology).
 * Each section says one thing: the hero shows where each part runs (design review G r51 item 1: it showed the
 * solutions' document-analysis card, and the page's own diagram sat ~1,000 px down, told a second time by no one), the
 * approach cards name the parts, the table how that compares, and the pipeline what happens in order.
 */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import type { TechnologyOverview } from '../content/technology.ts';
import { Comparison } from './product/ComparisonTable.tsx';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { ArchitectureDiagram } from './product/ArchitectureDiagram.tsx';
import { StepInOut } from './product/StepInOut.tsx';

export function TechnologyPage({ page }: { page: TechnologyOverview }) {
  const { hero, architecture, approach, comparison, pipeline, cta } = page;
  return (
    <>
      {/* The architecture is the hero's picture, once: no "Where each part runs" section further down says it again. */}
      <PageHero hero={hero} keepPhrases centreCopy visual={<ArchitectureDiagram figure={architecture} />}>
        <HeroButtons primary={cta.primary} secondary={{ label: 'See How It Compares', anchor: '#comparison' }} />
      </PageHero>
      <Section id="approach" name="approach" eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro}>
        {/* Every card's link the words at its foot, with an arrow (design review Q r52 item 5: one pattern on all three). */}
        {/* Each card shows its part at work in one line, as the solutions' cards do (design review G r51 item 3). */}
        {/* The samples on one row, the third card's link under its sample (design review K r52 item 2). */}
        <CardGrid cards={approach.cards} columns={3} name="approach" arrow alignRows extras={Object.fromEntries(Object.entries(approach.samples).map(([title, sample]) => [title, <CardSample key={title} {...sample} />]))} />
      </Section>
      {/* Muted, the pipeline white: with the architecture in the hero, the grounds still alternate down the page. */}
      <Section id="comparison" name="comparison" tone="muted" eyebrow={comparison.eyebrow} title={comparison.title} intro={comparison.intro}>
        <Comparison table={comparison.table} />
      </Section>
      {/* The head above a flow drawn across the page from lg (design review Q r52 item 2: beside the steps, the head column
          ended after three lines over a large empty block); the four nodes fill the row J r43 found half empty. */}
      <Section id="pipeline" name="pipeline" eyebrow={pipeline.eyebrow} title={pipeline.title} intro={pipeline.intro}>
        {/* What goes in and comes out of each step, as /technology/rag's steps (design review G r51 item 2), and what each
            hands to the next as a chip on the connector (design review Q r52 item 2). */}
        <StepList steps={pipeline.steps} name="pipeline" flow details={pipeline.steps.map((step) => <StepInOut key={step.title} step={step} />)} />
      </Section>
      <CtaBand cta={cta} />
    </>
  );
}

/**
 * A card's part at work, one sample line under a rule: its term (the solutions cards' Reads, Returns, Flags) and the line;
 * pretty (design pass r54: at 390 'thought")' alone on the first card's last line).
 */
function CardSample({ label, text }: { label: string; text: string }) {
  return (
    <dl className="border-t border-slate-200 pt-3 text-sm leading-6 text-pretty sm:mt-auto" data-card-sample="">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-700">{text}</dd>
    </dl>
  );
}
