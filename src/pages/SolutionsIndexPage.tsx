/**
 * /solutions: the hero's actions beside the product at work on a sample document (the solutions are
 * listed once, as the cards below: a hero catalog of all six repeated them), the four core solutions
 * as cards (docs/product-rules.md#solutions), the others below and how teams roll a first solution out.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import { IconBadge } from '../components/Cards.tsx';
import { cx } from '../components/cx.ts';
import { PageHero } from '../components/Hero.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { heroSample } from '../content/hero-samples.ts';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { StepList } from '../components/Steps.tsx';
import { StepDetail } from '../components/visuals/StepDetail.tsx';
import type { SOLUTIONS_INDEX, SolutionContent } from '../content/solutions.ts';
import { SOLUTION_HERO_ACTIONS, solutionCardExample, solutionPath } from '../content/solutions.ts';
import { navHref } from '../render/paths.ts';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { HERO_SMALL_TEXT } from './SolutionPage.tsx';

export interface SolutionsIndexPageProps {
  page: typeof SOLUTIONS_INDEX;
  solutions: SolutionContent[];
}

export function SolutionsIndexPage({ page, solutions }: SolutionsIndexPageProps) {
  const more = solutions.filter((s) => !s.featured);
  return (
    <>
      <PageHero hero={page.hero} centreCopy visual={<ProductAtWork sample={heroSample('/solutions')} small={HERO_SMALL_TEXT} />}>
        <HeroButtons {...SOLUTION_HERO_ACTIONS} />
      </PageHero>
      <Section id="core-solutions" name="solutions" {...page.featuredSection}>
        <ul className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2" data-cards="solutions">
          {/* Every card's example folds on phones (SolutionCard's `folded`), each with its flag as a one-line teaser: design
              review B r48 item 7, the first card open beside five folded ones made cards of two heights and kinds. */}
          {solutions.filter((s) => s.featured).map((s) => (
            <SolutionCard key={s.slug} solution={s} folded />
          ))}
        </ul>
      </Section>
      {more.length > 0 && (
        <Section id="more-solutions" name="more-solutions" tone="muted" {...page.moreSection}>
          {/* The core cards' component (one card across the page, review A round 5: these were shorter
              cards with no example and read as unfinished). */}
          <ul className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2" data-cards="more-solutions">
            {more.map((s) => (
              <SolutionCard key={s.slug} solution={s} folded />
            ))}
          </ul>
        </Section>
      )}
      <Section id="rollout" name="rollout" eyebrow={page.rollout.eyebrow} title={page.rollout.title}>
        <StepList steps={page.rollout.steps} name="rollout" columns={3} details={page.rollout.results.map((result) => <StepDetail key={result.label} detail={{ kind: 'artefact', ...result }} />)} detailsAtFoot />
      </Section>
      <CtaBand cta={page.cta} />
    </>
  );
}

/** The example's terms (Reads, Returns, Flags). */
const TERM = 'text-xs font-semibold uppercase tracking-wide text-slate-600 sm:pt-0.5';

/**
 * A solution's card, core or also available: its name (linked, one blue arrow), its sentence, and a
 * concrete example on a document of the card's own (never the one its page shows: review A round 5):
 * what it reads, what it returns, what it flags. The name is a link label, so Title Case
 * (docs/product-rules.md), spelled as in the navigation and the footer.
 */
function SolutionCard({ solution, folded = false }: { solution: SolutionContent; folded?: boolean }) {
  const example = solutionCardExample(solution);
  const terms = (
    <dl className={cx('grid gap-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4', !folded && 'mt-4 border-t border-slate-200 pt-4 sm:mt-5')} data-example="">
      <dt className={TERM}>Reads</dt>
      <dd className="-mt-2 font-medium text-slate-900 sm:mt-0">{example.documentType}</dd>
      <dt className={TERM}>Returns</dt>
      <dd className="-mt-2 text-slate-700 sm:mt-0">
        {example.returns.map((value) => (
          <span key={value.label} className="block">
            {value.label}: <span className="font-semibold text-slate-900">{value.value}</span>
          </span>
        ))}
      </dd>
      <dt className={TERM}>Flags</dt>
      {/* The demo's flag mark (FlagList: a red bullet, the text in body colour), not a colour of its own. */}
      <dd className="-mt-2 ml-5 list-item list-disc text-slate-700 marker:text-red-700 sm:mt-0">{example.flag}</dd>
    </dl>
  );
  return (
    <li className="group relative flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card hover:border-blue-300 sm:p-6" data-card="">
      <div className="flex items-center gap-4">
        <IconBadge icon={solution.icon} className="shrink-0" />
        <h3 className="text-lg font-semibold text-slate-900">
          <a href={navHref(solutionPath(solution))} className="after:absolute after:inset-0 after:rounded-card group-hover:text-blue-700">
            {solution.name}
            <Icon icon={ArrowRight} className="ml-1 inline size-4 text-blue-700" />
          </a>
        </h3>
      </div>
      {/* At every width: an index that does not say what each solution does leaves the phone reader to work
          it out from one sample (review A r7; round 5 had hidden it below sm to keep the cards short). */}
      <p className="mt-3 text-sm leading-6 text-slate-600">{solution.summary}</p>
      {folded ? (
        // Folded on phones (`example-fold`, styles/main.css; design review R r47 item 3), the summary naming the document it
        // reads and, in two lines at most, what it flags (design review B r48 item 7: every card alike, each showing one real output
        // while folded; the line gives way to the full example when open). Positioned, so it sits above the title link
        // stretched over the card and a tap opens it.
        <details className="group/fold example-fold mt-3 border-t border-slate-200 sm:mt-5 sm:pt-4" data-example-fold="">
          <summary className="relative py-2 text-sm text-slate-700">
            <span className="min-w-0">
              {/* The desktop table's small grey labels, READS and FLAGS, and the flag's red bullet (design review Q r52 item 8:
                  a bold "Example:" beside a red "Flags:" read as an error state, not a label; the bullet carries the alarm). */}
              {/* On a line of its own before the teaser, a block (line-clamp), with no wrapper of its own: bytes. */}
              <span className={TERM}>Reads</span> <span className="font-medium text-slate-900">{example.documentType}</span>
              {/* Two lines at most, not one cut mid-word (design review B r49 item 3: "repeat…", "recor…": the card's most
                  persuasive line, cut). */}
              <span className="line-clamp-2 group-open/fold:hidden" data-flag-teaser="">
                <span className={TERM}>Flags</span>{' '}
                <span className="text-red-700">•</span>{' '}
                {example.flag}
              </span>
            </span>
          </summary>
          {terms}
        </details>
      ) : (
        terms
      )}
    </li>
  );
}
