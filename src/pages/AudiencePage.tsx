/**
 * One template for the audience pages (/content-creators, /marketing, /product-development):
 * cards, numbered phases or steps beside what they produce, a demo, the frameworks band and the closing call to action.
 * Counts come from the data.
 */
import { PageHero } from '../components/Hero.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { heroSample } from '../content/hero-samples.ts';
import { Section } from '../components/Section.tsx';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { frameworksForIndustry } from '../content/compliance.ts';
import { StepList } from '../components/Steps.tsx';
import { AUDIENCE_ARTEFACTS, type Audience } from '../content/audiences.ts';
import { CLOSING_CTA_ACTIONS, INDUSTRY_SECTION_COPY as COPY } from '../content/industries.ts';
import { CapabilityGrid } from './industry/CapabilityGrid.tsx';
import { ClosingCtaSection } from './industry/ClosingCta.tsx';
import { DemoSection } from './industry/DemoSection.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { ProcessArtefact } from './audience/ProcessArtefact.tsx';
import { HERO_SMALL_TEXT } from './SolutionPage.tsx';

export function AudiencePage({ audience }: { audience: Audience }) {
  const { slug, hero, privacy, cards, steps, demo, cta } = audience;
  const artefact = AUDIENCE_ARTEFACTS[slug];
  return (
    <>
      {/* The sample card's document lines and highlights at 13 px, 24 px apart, as the solution heroes' (design review V r53
          teams item 5: at 12 px, their superscripts ~9 px, the proof was hard to read at 1280). */}
      <PageHero hero={hero} centreCopy visual={<ProductAtWork sample={heroSample(`/${slug}`)} small={HERO_SMALL_TEXT} />}>
        <HeroButtons {...COPY.heroActions} />
      </PageHero>
      {/* One layout on all three, the industry pages' catalogue: the heading above a full-width grid (design review N r53 teams
          item 3 and V r53 teams item 3: beside a heading column the grid left 150-450 px of white at 1280), every job shown
          at 390 (N r53 teams item 4). */}
      <Section id={cards.name} name={cards.name} align="left" eyebrow={cards.eyebrow} title={cards.title} intro={cards.intro}>
        <CapabilityGrid items={cards.items} name={cards.name} keepWords />
      </Section>
      <Section id={steps.name} name={steps.name} align="left" eyebrow={steps.eyebrow} title={steps.title} intro={steps.intro} className="border-t border-slate-200">
        {/* The steps down the left beside what they produce, drawn from the demo's own sample (design review M r52, item 3:
            nothing visual between the hero and the demo); under them on phones. Still the four steps. */}
        {artefact ? (
          // The steps their half's full width (design review V r53 teams item 4: capped at ~500 px they left a ~130 px dead
          // gutter), top-aligned with normal step spacing (V r54 teams item 7: stretched to the matrix's height, big gaps).
          <div className="grid grid-cols-1 gap-12 lg:grid-cols-2 lg:gap-16">
            <StepList steps={steps.items} name={steps.name} columns={1} keepWords fill />
            <ProcessArtefact artefact={artefact} />
          </div>
        ) : (
          <StepList steps={steps.items} name={steps.name} columns={4} />
        )}
      </Section>
      <DemoSection {...COPY.demo} intro={demo.intro} document={demo.document} />
      {/* The hero promises the data stays on the customer's infrastructure: the frameworks every deployment maps to (no
          team-specific ones) and the link to how the product supports them (review r3: no data or compliance note), led by
          where the team's own data stays (review r5). After the demo, as on the industry pages (design review M r52 item 5),
          and in their band's two columns, label left, sentence, chips and link right (design review N r52 teams item 8: the
          one row floated left in a full-width band, its link inline on two pages and on a line of its own on /marketing).
          No customer proof: the evidence collections name industries, not these teams. */}
      <ComplianceBadges frameworks={frameworksForIndustry(slug)} lead={privacy} compact spacious />
      <ClosingCtaSection cta={cta} actions={CLOSING_CTA_ACTIONS} />
    </>
  );
}
