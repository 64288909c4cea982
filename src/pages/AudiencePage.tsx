/**
 * One template for the audience pages (/content-creators, /marketing, /product-development):
 * cards, numbered phases or steps, the frameworks band, a demo and the closing call to action. Counts
 * come from the data.
 */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { heroSample } from '../content/hero-samples.ts';
import { Section } from '../components/Section.tsx';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { frameworksForIndustry } from '../content/compliance.ts';
import { StepList } from '../components/Steps.tsx';
import type { Audience } from '../content/audiences.ts';
import { CLOSING_CTA_ACTIONS, INDUSTRY_SECTION_COPY as COPY } from '../content/industries.ts';
import { ClosingCtaSection } from './industry/ClosingCta.tsx';
import { DemoSection } from './industry/DemoSection.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';

export function AudiencePage({ audience }: { audience: Audience }) {
  const { slug, hero, privacy, cards, steps, demo, cta } = audience;
  return (
    <>
      <PageHero hero={hero} centreCopy visual={<ProductAtWork sample={heroSample(`/${slug}`)} />}>
        <HeroButtons {...COPY.heroActions} />
      </PageHero>
      <Section id={cards.name} name={cards.name} eyebrow={cards.eyebrow} title={cards.title} intro={cards.intro}>
        <CardGrid cards={cards.items} columns={cards.columns} name={cards.name} />
      </Section>
      <Section id={steps.name} name={steps.name} align="left" eyebrow={steps.eyebrow} title={steps.title} intro={steps.intro} className="border-t border-slate-200">
        <StepList steps={steps.items} name={steps.name} columns={4} />
      </Section>
      {/* The hero promises the data stays on the customer's infrastructure: the assurance slot the industry
          pages have, in their place (before the demo), with the frameworks every deployment maps to (no
          team-specific ones) and the link to how the product supports them (review r3: no data or
          compliance note). No customer proof: the evidence collections name industries, not these teams.
          The band leads with where the team's own data stays (review r5), the hero keeping one sentence. */}
      <ComplianceBadges frameworks={frameworksForIndustry(slug)} lead={privacy} compact />
      <DemoSection {...COPY.demo} intro={demo.intro} document={demo.document} />
      <ClosingCtaSection cta={cta} actions={CLOSING_CTA_ACTIONS} />
    </>
  );
}
