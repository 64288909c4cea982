/**
 * One template for the audience pages (/content-creators, /marketing, /product-development):
 * cards, numbered phases or steps, a demo and the closing call to action. Counts come from the data.
 */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { heroSample } from '../content/hero-samples.ts';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import type { Audience } from '../content/audiences.ts';
import { CLOSING_CTA_ACTIONS, INDUSTRY_SECTION_COPY as COPY } from '../content/industries.ts';
import { ClosingCtaSection } from './industry/ClosingCta.tsx';
import { DemoSection } from './industry/DemoSection.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';

export function AudiencePage({ audience }: { audience: Audience }) {
  const { slug, hero, cards, steps, demo, cta } = audience;
  return (
    <>
      <PageHero hero={hero} visual={<ProductAtWork sample={heroSample(`/${slug}`)} />}>
        <HeroButtons {...COPY.heroActions} />
      </PageHero>
      <Section id={cards.name} name={cards.name} eyebrow={cards.eyebrow} title={cards.title} intro={cards.intro}>
        <CardGrid cards={cards.items} columns={cards.columns} name={cards.name} />
      </Section>
      <Section id={steps.name} name={steps.name} align="left" eyebrow={steps.eyebrow} title={steps.title} intro={steps.intro} className="border-t border-slate-200">
        <StepList steps={steps.items} name={steps.name} columns={4} />
      </Section>
      <DemoSection {...COPY.demo} intro={demo.intro} document={demo.document} />
      <ClosingCtaSection cta={cta} actions={CLOSING_CTA_ACTIONS} />
    </>
  );
}
