/**
 * The technology explainers (/technology/small-llms, /technology/rag): prose sections, the way back
 * (Back to Home, which docs/product-rules.md#technology asks for, and Back to Technology), the next explainer and the
 * closing call to action every product page ends with.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { ButtonLink } from '../components/Button.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
import { SpecSheetVisual } from '../components/visuals/SpecSheetVisual.tsx';
import { ProductAtWork } from '../components/visuals/ProductAtWork.tsx';
import { heroSample } from '../content/hero-samples.ts';
import type { TechnologySubPageContent } from '../content/technology.ts';
import { SMALL_MODEL_SPEC } from '../content/visuals.ts';
import { navHref } from '../render/paths.ts';
import { Figure } from '../components/Figure.tsx';
import { cx } from '../components/cx.ts';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { EXPLAINER_HERO_ACTIONS, TECHNOLOGY, TECHNOLOGY_PATH } from '../content/technology.ts';

export function TechnologySubPage({ page }: { page: TechnologySubPageContent }) {
  return (
    <>
      <PageHero hero={page.hero} visual={subPageVisual(page)}>
        <HeroButtons {...EXPLAINER_HERO_ACTIONS} />
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20" data-section="explainer">
        {page.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`explainer-${i}`} className="mt-12 first:mt-0">
            <h2 id={`explainer-${i}`} className="text-2xl font-bold tracking-tight text-balance text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg leading-8 text-pretty text-slate-700">
                {p}
              </p>
            ))}
            {section.figures && <SectionFigures figures={section.figures} />}
            {section.bullets && isStepList(section.bullets) && <RetrievalFlow terms={section.bullets.map((b) => b.split(': ')[0]!)} />}
            {section.bullets && !isStepList(section.bullets) && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:text-blue-700">
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {/* Where to go next leads: on phones the one primary button spans the column, and the two
            ways back (Back to Home is the spec's) share the row below it as equal halves, not a stack
            of three full-width buttons; from md, the ways back on the left and next on the right. */}
        <div className="mt-14 flex flex-col gap-3 border-t border-slate-200 pt-8 md:flex-row-reverse md:items-center md:justify-between" data-closing-actions="">
          <ButtonLink href={navHref(page.next.path)} variant="primary" data-next="">
            {page.next.label}
            <Icon icon={ArrowRight} className="size-4" />
          </ButtonLink>
          <div className="grid grid-cols-2 gap-3 md:flex">
            <ButtonLink href={navHref(TECHNOLOGY_PATH)} variant="secondary" data-back-technology="">
              <Icon icon={ArrowLeft} className="hidden size-4 sm:block" />
              Back to Technology
            </ButtonLink>
            <ButtonLink href={navHref('/')} variant="secondary" data-back-home="">
              {page.backHomeLabel}
            </ButtonLink>
          </div>
        </div>
      </article>
      <CtaBand cta={TECHNOLOGY.cta} />
    </>
  );
}

/**
 * The figures a section is the point of, each stated once on the page, under the paragraph that
 * explains it (review: the page gave the same three figures in the hero card, a band and the prose).
 */
function SectionFigures({ figures }: { figures: NonNullable<TechnologySubPageContent['sections'][number]['figures']> }) {
  return (
    <dl className={cx('mt-6 grid gap-6 rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6', figures.length > 1 ? 'sm:grid-cols-3' : 'sm:w-fit sm:pr-12')} data-section="claims">
      {figures.map((figure) => (
        <div key={figure.value} className="flex flex-col border-l-2 border-blue-700 pl-4" data-claim="">
          <dt className="text-3xl font-bold tracking-tight text-slate-900">
            <Figure value={figure.value} />
          </dt>
          <dd className="mt-1 text-sm leading-5 text-slate-600">{figure.label}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Bullets written "Term: what happens" are the retrieval steps, drawn as the body's diagram. */
function isStepList(bullets: string[]): boolean {
  return bullets.every((b) => b.includes(': '));
}

/**
 * The retrieval path as a small diagram of the paragraph above it (the steps are told once: not in
 * the hero, which shows retrieval at work): numbered markers joined by a rail, down the column on phones and across
 * from sm, so the four terms read as a sequence, not as four buttons.
 */
function RetrievalFlow({ terms }: { terms: string[] }) {
  return (
    <figure className="mt-6 rounded-card border border-dashed border-blue-300 bg-blue-50/40 p-4 sm:p-5" data-retrieval-diagram="">
      <ol className="grid gap-3 sm:grid-cols-4">
        {terms.map((term, i) => (
          <li key={term} className="relative flex items-center gap-3 sm:flex-col sm:gap-2">
            {/* The rail to the next marker: from this marker's edge to the next one's, 4 px clear of both. */}
            {i < terms.length - 1 && <span className="absolute top-8 left-[0.9375rem] h-3 w-0.5 bg-blue-300 sm:top-4 sm:right-[calc(0.5rem-50%)] sm:left-[calc(50%+1.25rem)] sm:h-0.5 sm:w-auto" aria-hidden="true" />}
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-blue-300 bg-white text-sm font-semibold text-blue-700">{i + 1}</span>
            <span className="text-sm font-semibold text-slate-900">{term}</span>
          </li>
        ))}
      </ol>
      <figcaption className="mt-3 text-sm text-slate-600">Every step runs on your infrastructure: no external API is called.</figcaption>
    </figure>
  );
}

/**
 * Each explainer's own hero visual (the /technology overview keeps the whole pipeline): the small-model
 * page its comparison card; RAG the product answering from a sample policy, each answer on the passage
 * it was retrieved from.
 */
function subPageVisual(page: TechnologySubPageContent) {
  if (page.slug === 'small-llms') return <SpecSheetVisual sheet={SMALL_MODEL_SPEC} />;
  return <ProductAtWork sample={heroSample(`${TECHNOLOGY_PATH}/${page.slug}`)} />;
}
