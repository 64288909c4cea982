/** The home page (SPEC.md "Home"). Copy comes from content/home.ts, features.ts and industries.ts. */
import { CardGrid } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import type { HomeContent } from '../content/home.ts';
import type { FeatureCard } from '../content/types.ts';
import { DemoWidgetIsland, HeroActionsIsland } from '../islands/index.tsx';
import { ClaimStrip } from './product/ClaimStrip.tsx';
import { NameLinkTiles, TextLinkTiles, requireLinks } from './product/LinkTiles.tsx';

export interface HomePageProps {
  home: HomeContent;
  featureCards: FeatureCard[];
  industryCards: FeatureCard[];
}

export function HomePage({ home, featureCards, industryCards }: HomePageProps) {
  return (
    <>
      <PageHero hero={home.hero}>
        <HeroActionsIsland />
      </PageHero>
      <ClaimStrip claims={home.claims} />
      <Section id="features" name="features" tone="muted" {...home.features}>
        <CardGrid cards={featureCards} name="features" />
      </Section>
      <Section id="industries" name="industries" {...home.industries}>
        <NameLinkTiles tiles={requireLinks(industryCards)} name="industries" />
      </Section>
      <Section id="demo" name="demo" tone="muted" eyebrow={home.demo.eyebrow} title={home.demo.title} intro={home.demo.intro}>
        <DemoWidgetIsland demo={home.demo.document} headingLevel="h3" />
      </Section>
      <Section id="technology" name="technology" eyebrow={home.technology.eyebrow} title={home.technology.title} intro={home.technology.intro}>
        <TextLinkTiles tiles={home.technology.tiles} name="technology-tiles" />
      </Section>
    </>
  );
}
