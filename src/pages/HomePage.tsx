/** The home page (docs/product-rules.md#home). Copy comes from content/home.ts, features.ts and industries.ts. */
import { PageHero } from '../components/Hero.tsx';
import { ComplianceBadges } from '../components/ComplianceBadges.tsx';
import { Section } from '../components/Section.tsx';
import type { HomeContent } from '../content/home.ts';
import type { FeatureCard } from '../content/types.ts';
import { DemoWidgetIsland, HeroActionsIsland } from '../islands/index.tsx';
import { AuditRecord, FigureComparison, ProofClaims } from './product/PlatformProof.tsx';
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
import { INDUSTRY_HINTS } from '../content/industries.ts';

/**
 * The sixteen industry and team names on one grid from sm, filled row by row: two columns, then four from lg, 4 x 4 with
 * no name alone on a row and no empty cell (design review P r52 item 3: the industries down four columns left
 * "Construction" alone on a fourth row and the teams' row an empty fourth cell). Each list joins it (`sm:contents`), its
 * label then read by screen readers only; each team tagged "Team" before its hint. Phones keep the two labelled chip clouds.
 */
const NAME_GRID = 'grid grid-cols-[minmax(0,1fr)] gap-8 sm:grid-cols-2 sm:gap-y-0 lg:grid-cols-4';
const JOINED = { className: 'sm:contents', columns: 'sm:contents', labelClassName: 'sm:sr-only' };

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

/** The feature groups, each with its proof and the static claims under it (PlatformProof.tsx; design review P r52 items 1 and 6). */
function platformGroups(home: HomeContent, featureCards: FeatureCard[]) {
  const { groups, comparison } = home.features;
  const cells = groupCells(requireLinks(featureCards), groups.map((group) => ({ title: group.title, hrefs: group.slugs.map((slug) => featurePath({ slug })) })));
  return cells.map((cell, i) => {
    const claims = <ProofClaims claims={groups[i]!.claims} />;
    return { ...cell, proof: groups[i]!.proof === 'comparison' ? <FigureComparison comparison={comparison}>{claims}</FigureComparison> : <AuditRecord>{claims}</AuditRecord> };
  });
}

export function HomePage({ home, featureCards, industryCards }: HomePageProps) {
  return (
    <>
      {/* The live demo is the hero's picture (design review B r49 item 1: a static sample card here and the same idea
          as the live demo three screens down): the copy centred over it, the widget the band's full width, its panel
          titles h2 under the page's h1. The page's one document, so no hero sample of its own (docs/product-rules.md#hero). */}
      <PageHero hero={home.hero} stacked={HERO_STACKED} visual={<DemoWidgetIsland demo={home.demo.document} headingLevel="h2" />}>
        <HeroActionsIsland />
      </PageHero>
      <CustomerLogos customers={EVIDENCE.customers} title={CUSTOMER_LOGOS_COPY.title(EVIDENCE.customers)} inProduction />
      {/* No bottom padding: the dark band closes the section (design review F r51 home item 8: ~60-80 px of grey under the
          band before the white Industries section left it stranded). */}
      <Section id="features" name="features" tone="muted" className="pb-0 sm:pb-0" eyebrow={home.features.eyebrow} title={home.features.title} intro={home.features.intro}>
        <FeaturePanel groups={platformGroups(home, featureCards)} name="features" evidence={featureEvidence()} />
        {/* The four ways into the technology pages under the features they explain, a dark band rather than a section
            of four more white cards (design review B r49 items 2 and 4: two grids of the same template that overlapped). */}
        <TextLinkTiles title={home.technology.title} tiles={home.technology.tiles} name="technology-tiles" />
      </Section>
      <Section id="industries" name="industries" eyebrow={home.industries.eyebrow} title={home.industries.title} intro={home.industries.intro}>
        {/* Two groups, as the intro promises: the thirteen industries, then the three teams, both A to Z (a visitor scans for
            a name; the menus keep the order of docs/product-rules.md; design review B r49 item 3), the heading above both.
            On phones a wrap of chips for each (review r6: two ruled columns ran ~450 px, the footer's list again); from sm
            one grid filled by row (NAME_GRID), each name over its sample's document type. minmax(0,1fr): a grid track at
            its min-content would be as wide as both columns' longest words (339 px at 320). */}
        <div className={NAME_GRID} data-cards="industries">
          <NameLinkList label={home.industries.groups.industries} links={byName(requireLinks(industryCards.industries))} hints={INDUSTRY_HINTS} {...JOINED} />
          <NameLinkList label={home.industries.groups.teams} links={byName(requireLinks(industryCards.teams))} hints={INDUSTRY_HINTS} tag="Team" {...JOINED} />
        </div>
      </Section>
      {/* The frameworks under the industries they serve, not a second proof strip under the hero. */}
      <ComplianceBadges spacious />
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
