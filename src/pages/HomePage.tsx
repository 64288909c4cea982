/** The home page (docs/product-rules.md#home). Copy comes from content/home.ts, features.ts and industries.ts. */
import { PageHero } from '../components/Hero.tsx';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { heroSample } from '../content/hero-samples.ts';
import { Section } from '../components/Section.tsx';
import type { HomeContent } from '../content/home.ts';
import type { FeatureCard } from '../content/types.ts';
import { DemoWidgetIsland, HeroActionsIsland } from '../islands/index.tsx';
import { ClaimStrip } from './product/ClaimStrip.tsx';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { navHref } from '../render/paths.ts';
import { NameLinkList, TextLinkTiles, requireLinks } from './product/LinkTiles.tsx';
import { FeaturePanel, type CellEvidence } from './product/FeaturePanel.tsx';
import { CustomerLogos } from './evidence/CustomerLogos.tsx';
import { EVIDENCE, statementOn } from '../content/evidence.ts';
import { ASSURANCE_COPY, CUSTOMER_LOGOS_COPY } from '../content/evidence-copy.ts';
import { statementHref } from '../content/evidence-paths.ts';
import { featurePath } from '../content/features.ts';

/** The industries' and teams' columns from sm, three to a row (name-links lays them out: a wrap of chips on phones, a grid from sm). */
const NAME_GRID = 'sm:grid-cols-3';
/** The thirteen industries down three columns, 5 / 4 / 4 (NameLinkList `down`); the class names the rows for Tailwind. */
const INDUSTRY_GRID = { columns: 'sm:grid-cols-3 sm:grid-flow-col sm:grid-rows-5', down: { columns: 3, rows: 5 } };

export interface HomePageProps {
  home: HomeContent;
  featureCards: FeatureCard[];
  /** The industry pages and the team (audience) pages, shown as two groups. */
  industryCards: { industries: FeatureCard[]; teams: FeatureCard[] };
}

/**
 * The Cyber Security cell's "prompt injection" backed by the business's AI-specific testing on /security, when it has
 * stated it (assurance, statement ai-testing; trust review T2 r46); nothing otherwise, so the real home page is unchanged.
 */
function featureEvidence(): CellEvidence | undefined {
  if (!statementOn('ai-testing')) return undefined;
  return { [featurePath({ slug: 'cyber-security' })]: { label: ASSURANCE_COPY.statements.aiTestingLink, href: statementHref('ai-testing') } };
}

export function HomePage({ home, featureCards, industryCards }: HomePageProps) {
  return (
    <>
      <PageHero hero={home.hero} centreCopy visual={<ProductAtWork sample={heroSample('/')} />}>
        <HeroActionsIsland />
      </PageHero>
      <CustomerLogos customers={EVIDENCE.customers} title={CUSTOMER_LOGOS_COPY.title(EVIDENCE.customers)} />
      <ClaimStrip claims={home.claims} />
      <Section id="features" name="features" tone="muted" {...home.features}>
        <FeaturePanel cards={requireLinks(featureCards)} name="features" evidence={featureEvidence()} />
      </Section>
      <Section id="industries" name="industries" align="split" eyebrow={home.industries.eyebrow} title={home.industries.title} intro={home.industries.intro}>
        {/* Split from lg, the heading beside the lists (design review B r48: at full width the three columns of short
            names left most of the section white and read "like a sitemap"), at the same bytes.
            Two groups, as the intro promises: the thirteen industries, then the three teams, on the same
            columns. On phones a wrap of chips (review r6: two ruled columns ran ~450 px, the footer's list
            again); from sm three columns, the industries down them 5 / 4 / 4 (row by row, review r44 found
            "Architecture" alone in a fifth row; CSS columns left 5/5/3), the three teams one row.
            minmax(0,1fr): a grid track at its min-content would be as wide as both columns' longest words (339 px at 320). */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8" data-cards="industries">
          <NameLinkList label={home.industries.groups.industries} links={requireLinks(industryCards.industries)} columns={INDUSTRY_GRID.columns} down={INDUSTRY_GRID.down} />
          <NameLinkList label={home.industries.groups.teams} links={requireLinks(industryCards.teams)} columns={NAME_GRID} />
        </div>
      </Section>
      {/* The frameworks under the industries they serve, not a second proof strip under the hero. */}
      <ComplianceBadges spacious />
      <Section id="demo" name="demo" tone="muted" eyebrow={home.demo.eyebrow} title={home.demo.title} intro={home.demo.intro}>
        <DemoWidgetIsland demo={home.demo.document} headingLevel="h3" />
      </Section>
      <Section id="technology" name="technology" align="split" eyebrow={home.technology.eyebrow} title={home.technology.title} intro={home.technology.intro}>
        <TextLinkTiles tiles={home.technology.tiles} name="technology-tiles" />
      </Section>
      <ClosingCta id="home-cta" title={home.closing.title} description={home.closing.description}>
        {home.closing.actions.map((action) => (
          <ButtonLink key={action.path} href={navHref(action.path)} variant={action.variant} size="lg">
            {action.label}
          </ButtonLink>
        ))}
      </ClosingCta>
    </>
  );
}
