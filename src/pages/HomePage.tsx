/** The home page (docs/product-rules.md#home). Copy comes from content/home.ts, features.ts and industries.ts. */
import { PageHero } from '../components/Hero.tsx';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { Section } from '../components/Section.tsx';
import type { HomeContent } from '../content/home.ts';
import type { FeatureCard } from '../content/types.ts';
import { DemoWidgetIsland, HeroActionsIsland } from '../islands/index.tsx';
import { ClaimStrip } from './product/ClaimStrip.tsx';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { navHref } from '../render/paths.ts';
import { NameLinkList, requireLinks } from './product/LinkTiles.tsx';
import { TextLinkTiles } from './product/TextLinkTiles.tsx';
import { FeaturePanel, groupCells, type CellEvidence } from './product/FeaturePanel.tsx';
import { CustomerLogos } from './evidence/CustomerLogos.tsx';
import { EVIDENCE, statementOn } from '../content/evidence.ts';
import { ASSURANCE_COPY, CUSTOMER_LOGOS_COPY } from '../content/evidence-copy.ts';
import { statementHref } from '../content/evidence-paths.ts';
import { featurePath } from '../content/features.ts';

/** The teams' columns: three to a row from sm, on the industries' four columns from lg, a row of their own under them
 *  (name-links lays them out: a wrap of chips on phones, a grid from sm). */
const NAME_GRID = 'sm:grid-cols-3 lg:grid-cols-4';
/** The thirteen industries down three columns from sm, 5 / 4 / 4, and four from lg, 4 / 3 / 3 / 3 (NameLinkList `down`);
 *  the class names the rows for Tailwind. */
const INDUSTRY_GRID = {
  columns: 'sm:grid-cols-3 sm:grid-flow-col sm:grid-rows-5 lg:grid-cols-4 lg:grid-rows-4',
  down: { columns: 3, rows: 5, lg: { columns: 4, rows: 4 } },
};

/** The hero's copy centred over the live demo; the actions centred from sm (one row of buttons), full width below it as
 *  every hero's, an opened form's text left-aligned. */
const HERO_STACKED = { copy: 'mx-auto text-center', actions: 'text-left sm:flex sm:justify-center', visual: 'mt-12' };

/** A to Z by name (design review B r49 item 3: the menus' order read as no order on home). */
const byName = <T extends { title: string }>(links: T[]): T[] => [...links].sort((a, b) => a.title.localeCompare(b.title, 'en'));

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
      {/* The live demo is the hero's picture (design review B r49 item 1: a static sample card here and the same idea
          as the live demo three screens down): the copy centred over it, the widget the band's full width, its panel
          titles h2 under the page's h1. The page's one document, so no hero sample of its own (docs/product-rules.md#hero). */}
      <PageHero hero={home.hero} stacked={HERO_STACKED} visual={<DemoWidgetIsland demo={home.demo.document} headingLevel="h2" actionsAtRest />}>
        <HeroActionsIsland />
      </PageHero>
      <CustomerLogos customers={EVIDENCE.customers} title={CUSTOMER_LOGOS_COPY.title(EVIDENCE.customers)} />
      <ClaimStrip claims={home.claims} />
      {/* No bottom padding: the dark band closes the section (design review F r51 home item 8: ~60-80 px of grey under the
          band before the white Industries section left it stranded). */}
      <Section id="features" name="features" tone="muted" className="pb-0 sm:pb-0" eyebrow={home.features.eyebrow} title={home.features.title}>
        <FeaturePanel groups={groupCells(requireLinks(featureCards), home.features.groups.map((group) => ({ title: group.title, hrefs: group.slugs.map((slug) => featurePath({ slug })) })))} name="features" evidence={featureEvidence()} />
        {/* The four ways into the technology pages under the features they explain, a dark band rather than a section
            of four more white cards (design review B r49 items 2 and 4: two grids of the same template that overlapped). */}
        <TextLinkTiles title={home.technology.title} tiles={home.technology.tiles} name="technology-tiles" />
      </Section>
      <Section id="industries" name="industries" eyebrow={home.industries.eyebrow} title={home.industries.title} intro={home.industries.intro}>
        {/* Two groups, as the intro promises: the thirteen industries, then the three teams. On phones a wrap of chips
            (review r6: two ruled columns ran ~450 px, the footer's list again); from sm the industries down three columns
            5 / 4 / 4 (row by row, review r44 found "Architecture" alone in a fifth row), the teams a row under them; from
            lg the industries down four columns, 4 / 3 / 3 / 3, and the teams a row of their own under them on the same
            four columns (design review F r51 home item 6: 5 / 4 / 4 beside a teams column of 3 left ragged bottoms and the
            right quarter empty under Teams), the heading above both (design review B r49 item 3: split, the heading
            beside the lists left ~150 px of white under its lede at 1280). Both A to Z here (a visitor scans for a
            name; the menus keep the order of docs/product-rules.md).
            minmax(0,1fr): a grid track at its min-content would be as wide as both columns' longest words (339 px at 320). */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8" data-cards="industries">
          <NameLinkList label={home.industries.groups.industries} links={byName(requireLinks(industryCards.industries))} columns={INDUSTRY_GRID.columns} down={INDUSTRY_GRID.down} />
          <NameLinkList label={home.industries.groups.teams} links={byName(requireLinks(industryCards.teams))} columns={NAME_GRID} />
        </div>
      </Section>
      {/* The frameworks under the industries they serve, not a second proof strip under the hero. */}
      <ComplianceBadges spacious row />
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
