/** One template for the eight feature pages; the compliance section appears when the data has one. */
import { CardGrid } from '../components/Cards.tsx';
import { ComplianceSection } from '../components/ComplianceSection.tsx';
import { PageHero } from '../components/Hero.tsx';
import { FeatureVisual } from '../components/visuals/FeatureVisual.tsx';
import { ChipLink } from '../components/ChipLink.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import type { FeatureVisual as FeatureVisualData } from '../content/feature-visuals.ts';
import type { CallToAction, FeaturePageContent } from '../content/features.ts';
import { FEATURE_SECTION_EYEBROWS, featurePath } from '../content/features.ts';
import { navHref } from '../render/paths.ts';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { StatStrip } from './product/StatStrip.tsx';

export interface FeaturePageProps {
  feature: FeaturePageContent;
  /** The hero's product miniature (src/content/feature-visuals.ts): what this feature produces. */
  visual: FeatureVisualData;
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

export function FeaturePage({ feature, visual, siblings, siblingsTitle, cta }: FeaturePageProps) {
  const { hero, stats, capabilities, steps, compliance } = feature;
  return (
    <>
      <PageHero hero={hero} visual={<FeatureVisual visual={withoutStatFacts(visual, stats)} />}>
        <HeroButtons primary={cta.primary} secondary={cta.secondary} />
      </PageHero>
      <StatStrip stats={stats} />
      <Section id="capabilities" name="capabilities" eyebrow={FEATURE_SECTION_EYEBROWS.capabilities} title={capabilities.title} intro={capabilities.intro}>
        <CardGrid cards={capabilities.cards} columns={3} name="capabilities" />
      </Section>
      <Section id="how-it-works" name="how-it-works" tone="muted" eyebrow={FEATURE_SECTION_EYEBROWS.steps} title={steps.title}>
        <StepList steps={steps.steps} name="how-it-works" columns={steps.steps.length === 4 ? 4 : 3} />
      </Section>
      {compliance && <ComplianceSection intro={compliance.intro} />}
      <nav aria-labelledby="more-features-heading" className="border-t border-slate-200 bg-white pt-12 pb-16 sm:pb-20" data-section="more-features">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="more-features-heading" className="text-lg font-semibold text-slate-900">
            {siblingsTitle}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {siblings.map((s) => (
              <li key={s.slug}>
                <ChipLink href={navHref(featurePath(s))} icon={s.icon}>
                  {s.name}
                </ChipLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <CtaBand cta={{ ...cta, ...feature.closing }} />
    </>
  );
}
