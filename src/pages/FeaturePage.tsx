/** One template for the eight feature pages; the compliance section appears when the data has one. */
import { CardGrid, IconBadge } from '../components/Cards.tsx';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { ComplianceSection } from '../components/ComplianceSection.tsx';
import { PageHero } from '../components/Hero.tsx';
import { FeatureVisual } from '../components/visuals/FeatureVisual.tsx';
import { HeroEyebrow } from '../components/HeroEyebrow.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import type { FeatureSpecimen, FeatureVisual as FeatureVisualData, StepDetail as StepDetailData } from '../content/feature-visuals.ts';
import { StepDetail } from '../components/visuals/StepDetail.tsx';
import type { CallToAction, FeaturePageContent } from '../content/features.ts';
import { AUDIT_PLANS_FEATURE, FEATURE_SECTION_EYEBROWS, FEATURE_SIBLINGS_MORE, FEATURES_PARENT, featurePath } from '../content/features.ts';
import { navHref } from '../render/paths.ts';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { StatStrip } from './product/StatStrip.tsx';

export interface FeaturePageProps {
  feature: FeaturePageContent;
  /** The hero's product miniature (src/content/feature-visuals.ts): what this feature produces. */
  visual: FeatureVisualData;
  /** One capability shown at work beside the capability list (src/content/feature-visuals.ts), where the page has one. */
  specimen?: FeatureSpecimen;
  /** What each "How it works" step shows under its text (src/content/feature-visuals.ts, FEATURE_STEP_DETAILS). */
  stepDetails: StepDetailData[];
  /** The other feature pages, linked at the foot of the page. */
  siblings: FeaturePageContent[];
  siblingsTitle: string;
  cta: CallToAction;
}

/**
 * A figure as written, for comparison: no spaces, plain hyphens, lower case, "<" read as "under" and
 * whole-dollar cents dropped ("Under 500 ms" = "<500 ms" = "under500ms"; "$0.00" = "$0").
 */
const figureKey = (value: string) =>
  value.replace(/[\s\u00a0]+/g, '').replace(/\u2011/g, '-').replace(/^</, 'under').replace(/^(\$\d+)\.00$/, '$1').toLowerCase();

/** The hero card without the facts the stat strip below states again (privacy-first showed 0 API calls and AES-256 twice). */
function withoutStatFacts(visual: FeatureVisualData, stats: { value: string }[]): FeatureVisualData {
  const shown = new Set(stats.map((s) => figureKey(s.value)));
  return visual.facts ? { ...visual, facts: visual.facts.filter((f) => !shown.has(figureKey(f.value))) } : visual;
}

/**
 * Where the shown capability's picture is: after the list on phones and tablets, beside it from lg. A component, not a
 * module-level element: the build records a page's classes as its elements are created (generator/render/usage.ts),
 * and an element made when the module loads would leave its classes out of the family's stylesheet.
 */
function ShownCue() {
  // Each with the arrow that points where it says (design review C r48, item 7: the bold blue words alone read as a link).
  return (
    <>
      <span className="inline-flex items-center gap-1 lg:hidden">
        Shown below
        <Icon icon={ArrowDown} className="size-3.5" />
      </span>
      <span className="inline-flex items-center gap-1 max-lg:hidden">
        Shown at right
        <Icon icon={ArrowRight} className="size-3.5" />
      </span>
    </>
  );
}

export function FeaturePage({ feature, visual, specimen, stepDetails, siblings, siblingsTitle, cta: familyCta }: FeaturePageProps) {
  const { hero, stats, capabilities, steps, compliance, auditPlansOnly } = feature;
  const cta = auditPlansOnly ? { ...familyCta, secondary: AUDIT_PLANS_FEATURE.secondary } : familyCta;
  return (
    <>
      <PageHero
        hero={hero}
        keepPhrases
        // The copy centred on its card from lg (design review P r47, item 8: system-resilience's status card ran ~120 px
        // below the buttons, a bottom-heavy hero); beside a card no taller than the copy nothing moves.
        centreCopy
        eyebrow={hero.eyebrow && <HeroEyebrow parent={FEATURES_PARENT.label} href={FEATURES_PARENT.href} name={hero.eyebrow} marker="data-back-features" />}
        visual={<FeatureVisual visual={withoutStatFacts(visual, stats ?? [])} />}>
        {auditPlansOnly && (
          <p className="mb-6 inline-flex rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-800 ring-1 ring-blue-200" data-plans-note="">
            {AUDIT_PLANS_FEATURE.note}
          </p>
        )}
        <HeroButtons primary={cta.primary} secondary={cta.secondary} />
      </PageHero>
      {/* Only where its numbers carry weight (design review N r46: the strips were filler, labels set as figures):
          the page's data has stats only then (featureStatFault), and a page without them has no strip. */}
      {stats && <StatStrip stats={stats} claim={feature.statsClaim} />}
      {/* Intro words kept whole: "NIST 800- / 53" broke at 390 in a control's name (design review S r47). */}
      <Section id="capabilities" name="capabilities" eyebrow={FEATURE_SECTION_EYEBROWS.capabilities} title={capabilities.title} intro={capabilities.intro} keepWords>
        {specimen ? (
          // One capability shown at work beside the list (design review L r45: three identical cards that "only describe"
          // the feature made the family read as templated).
          // The list from the card's top edge (design review N r46: centred against the taller card it "floats" 40-60 px down).
          <div className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
            {/* The row the picture shows is tinted and says where the picture is (design review P r47, item 4: the caption's
                "Feature name:" prefix read like alt text; the tie is drawn, not written). */}
            <CardGrid cards={capabilities.cards} columns={1} framed={false} name="capabilities" shown={{ title: specimen.card, cue: <ShownCue /> }} keepWords />
            <div data-specimen={specimen.card}>
              {/* One plain sentence (a bold lead echoing the list's title "reads like a link never wired up", design review N r46). */}
              <FeatureVisual visual={specimen.visual} caption={specimen.caption} />
            </div>
          </div>
        ) : (
          <CardGrid cards={capabilities.cards} columns={3} name="capabilities" keepWords />
        )}
      </Section>
      <Section id="how-it-works" name="how-it-works" tone="muted" eyebrow={FEATURE_SECTION_EYEBROWS.steps} title={steps.title}>
        <StepList steps={steps.steps} name="how-it-works" columns={steps.steps.length === 4 ? 4 : 3} details={stepDetails.map((detail, i) => <StepDetail key={i} detail={detail} />)} detailsAtFoot />
      </Section>
      {compliance && <ComplianceSection intro={compliance.intro} />}
      <MoreFeatures siblings={siblings} title={siblingsTitle} />
      <CtaBand cta={{ ...cta, ...feature.closing }} />
    </>
  );
}

/**
 * The other feature pages as a section of its own (eyebrow, heading, a grid of links with icon and
 * name): review A round 3 found a chip cloud with no section pattern that ended on an orphan chip.
 * Four columns from lg: the seven other features and, eighth, the technology they share, so the rows
 * come out 4+4 (seven left a ragged 4+3). Names only: the features' one-line descriptions carry product
 * figures, which each page states where they are the point (and a figure's methodology link cannot sit
 * inside a link).
 */
function MoreFeatures({ siblings, title }: { siblings: FeaturePageContent[]; title: string }) {
  const links = [...siblings.map((s) => ({ key: s.slug, href: featurePath(s), icon: s.icon, label: s.name })), { key: 'technology', href: FEATURE_SIBLINGS_MORE.path, icon: FEATURE_SIBLINGS_MORE.icon, label: FEATURE_SIBLINGS_MORE.label }];
  return (
    <Section id="more-features" name="more-features" eyebrow={FEATURE_SECTION_EYEBROWS.more} title={title} className="border-t border-slate-200">
      <nav aria-label={title}>
        <ul className="divide-y divide-slate-200 border-y border-slate-200 sm:grid sm:grid-cols-2 sm:gap-4 sm:divide-y-0 sm:border-0 lg:grid-cols-4">
          {links.map((link) => (
            <li key={link.key}>
              {/* lg:px-3: at four columns the longest name ("Compliance & Security") came within 12 px of its arrow (review r5). */}
              <a href={navHref(link.href)} className="group flex min-h-11 items-center gap-3 py-2 font-semibold text-slate-900 hover:text-blue-700 sm:rounded-card sm:border sm:border-slate-200 sm:p-4 sm:hover:border-blue-300 lg:px-3">
                {/* The site's 44 px tile at every width: shrunk to 32 px on phones, its 24 px glyph nearly touched its edges
                    (design review S r47); the row is 44 px tall anyway. */}
                <IconBadge icon={link.icon} className="shrink-0" />
                {link.label}
                <Icon icon={ArrowRight} className="ml-auto size-4 shrink-0 text-blue-700" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}
