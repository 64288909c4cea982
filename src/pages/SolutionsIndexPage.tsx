/**
 * /solutions: the hero's actions beside the product at work on a sample document (the solutions are
 * listed once, as the cards below: a hero catalog of all six repeated them), the four core solutions
 * as cards (docs/product-rules.md#solutions), the others below and how teams roll a first solution out.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import { IconBadge } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { HERO_SAMPLES, heroSample } from '../content/hero-samples.ts';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import type { SOLUTIONS_INDEX, SolutionContent } from '../content/solutions.ts';
import { SOLUTION_HERO_ACTIONS, solutionPath } from '../content/solutions.ts';
import { navHref } from '../render/paths.ts';
import { sentenceCase } from '../content/sentence-case.ts';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';

export interface SolutionsIndexPageProps {
  page: typeof SOLUTIONS_INDEX;
  solutions: SolutionContent[];
}

export function SolutionsIndexPage({ page, solutions }: SolutionsIndexPageProps) {
  const more = solutions.filter((s) => !s.featured);
  return (
    <>
      <PageHero hero={page.hero} visual={<ProductAtWork sample={heroSample('/solutions')} />}>
        <HeroButtons {...SOLUTION_HERO_ACTIONS} />
      </PageHero>
      <Section id="core-solutions" name="solutions" {...page.featuredSection}>
        <ul className="grid gap-4 sm:gap-6 lg:grid-cols-2" data-cards="solutions">
          {solutions.filter((s) => s.featured).map((s) => (
            <CoreCard key={s.slug} solution={s} />
          ))}
        </ul>
      </Section>
      {more.length > 0 && (
        <Section id="more-solutions" name="more-solutions" tone="muted" {...page.moreSection}>
          <ul className="grid gap-4 md:grid-cols-2" data-cards="more-solutions">
            {more.map((s) => (
              <li key={s.slug} data-card="">
                {/* The core cards' layout and tile (one card across the page): the icon tile and name in a
                    row, the sentence under them at full width (review round 3: at 390 px the sentence
                    sat indented beside the tile, unlike the cards above). */}
                <a
                  href={navHref(solutionPath(s))}
                  className="group block h-full rounded-card border border-slate-200 bg-white p-5 hover:border-blue-300 sm:p-6"
                >
                  <span className="flex items-center gap-4 text-lg font-semibold text-slate-900 group-hover:text-blue-700">
                    <IconBadge icon={s.icon} className="shrink-0" />
                    <span>
                      {sentenceCase(s.name)}
                      <Icon icon={ArrowRight} className="ml-1 inline size-4 text-blue-700" />
                    </span>
                  </span>
                  <span className="mt-3 block text-sm leading-6 text-slate-600">{s.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="rollout" name="rollout" eyebrow={page.rollout.eyebrow} title={page.rollout.title}>
        <StepList steps={page.rollout.steps} name="rollout" columns={3} />
      </Section>
      <CtaBand cta={page.cta} />
    </>
  );
}

/**
 * A core solution: its name (linked, one blue arrow as on the cards below), its sentence, and a concrete
 * example from the page's own sample (review: two lines and an icon left 60% of a 600 px card empty):
 * what it reads, what it returns, what it flags. Card titles are headings in sentence case.
 */
function CoreCard({ solution }: { solution: SolutionContent }) {
  const sample = HERO_SAMPLES[solutionPath(solution)] ?? solution.demo?.document;
  return (
    <li className="group relative flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card hover:border-blue-300 sm:p-6" data-card="">
      <div className="flex items-center gap-4">
        <IconBadge icon={solution.icon} className="shrink-0" />
        <h3 className="text-lg font-semibold text-slate-900">
          <a href={navHref(solutionPath(solution))} className="after:absolute after:inset-0 after:rounded-card group-hover:text-blue-700">
            {sentenceCase(solution.name)}
            <Icon icon={ArrowRight} className="ml-1 inline size-4 text-blue-700" />
          </a>
        </h3>
      </div>
      <p className="mt-3 text-sm leading-6 text-slate-600">{solution.summary}</p>
      {sample && (
        <dl className="mt-5 grid gap-3 border-t border-slate-200 pt-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4" data-example="">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 sm:pt-0.5">Reads</dt>
          <dd className="-mt-2 font-medium text-slate-900 sm:mt-0">{sample.documentType}</dd>
          {/* On phones the example is what it reads and what it flags: with Returns, each card ran ~400 px. */}
          <dt className="hidden text-xs font-semibold uppercase tracking-wide text-slate-600 sm:block sm:pt-0.5">Returns</dt>
          <dd className="hidden text-slate-700 sm:block">
            {sample.analysis.findings.slice(0, 2).map((finding) => (
              <span key={finding.label} className="block">
                {finding.label}: <span className="font-semibold text-slate-900">{finding.value}</span>
              </span>
            ))}
          </dd>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 sm:pt-0.5">Flags</dt>
          {/* The demo's flag mark (FlagList: a red bullet, the text in body colour), not a colour of its own. */}
          <dd className="-mt-2 ml-5 list-item list-disc text-slate-700 marker:text-red-700 sm:mt-0">{sample.analysis.flags[0]}</dd>
        </dl>
      )}
    </li>
  );
}
