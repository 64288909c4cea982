/**
 * /solutions: the hero's actions beside the product at work on a sample document (the solutions are
 * listed once, as the cards below: a hero catalog of all six repeated them), the four core solutions
 * as cards (docs/product-rules.md#solutions), the others below and how teams roll a first solution out.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import { CardGrid, IconBadge } from '../components/Cards.tsx';
import { PageHero } from '../components/Hero.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { heroSample } from '../content/hero-samples.ts';
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
  // Card titles are headings (sentence case); the navigation's links keep the names' capitals.
  const toCard = (s: SolutionContent) => ({ icon: s.icon, title: sentenceCase(s.name), description: s.summary, href: solutionPath(s) });
  const more = solutions.filter((s) => !s.featured);
  return (
    <>
      <PageHero hero={page.hero} visual={<ProductAtWork sample={heroSample('/solutions')} />}>
        <HeroButtons {...SOLUTION_HERO_ACTIONS} />
      </PageHero>
      <Section id="core-solutions" name="solutions" align="left" {...page.featuredSection}>
        <CardGrid cards={solutions.filter((s) => s.featured).map(toCard)} columns={2} name="solutions" arrow />
      </Section>
      {more.length > 0 && (
        <Section id="more-solutions" name="more-solutions" tone="muted" align="left" {...page.moreSection}>
          <ul className="grid gap-4 md:grid-cols-2" data-cards="more-solutions">
            {more.map((s) => (
              <li key={s.slug} data-card="">
                <a
                  href={navHref(solutionPath(s))}
                  className="group flex h-full items-start gap-4 rounded-card border border-slate-200 bg-white p-5 hover:border-blue-300"
                >
                  {/* The same tinted tile as the core cards above: one icon tile across the site. */}
                  <IconBadge icon={s.icon} className="shrink-0" />
                  <span>
                    <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-blue-700">
                      {sentenceCase(s.name)}
                      <Icon icon={ArrowRight} className="size-4" />
                    </span>
                    <span className="mt-1 block text-sm leading-6 text-slate-600">{s.summary}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="rollout" name="rollout" align="left" eyebrow={page.rollout.eyebrow} title={page.rollout.title}>
        <StepList steps={page.rollout.steps} name="rollout" columns={3} />
      </Section>
      <CtaBand cta={page.cta} />
    </>
  );
}
