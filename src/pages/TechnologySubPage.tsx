/**
 * The technology explainers (/technology/small-llms, /technology/rag): prose sections, the way back
 * (Back to Home, which docs/product-rules.md#technology asks for; /technology is the hero eyebrow's
 * link, so the closing row keeps one primary path and one way back), the next explainer and the
 * closing call to action every product page ends with, in the page's own words.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { ButtonLink } from '../components/Button.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
import { TermReadingVisual } from '../components/visuals/TermReadingVisual.tsx';
import { RetrievalVisual } from '../components/visuals/RetrievalVisual.tsx';
import type { TechnologySubPageContent } from '../content/technology.ts';
import { RAG_SAMPLE, TERM_READING } from '../content/visuals.ts';
import { navHref } from '../render/paths.ts';
import { SectionFigures } from '../components/SectionFigures.tsx';
import { CtaBand } from './product/CtaBand.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { EXPLAINER_HERO_ACTIONS, TECHNOLOGY, TECHNOLOGY_PATH } from '../content/technology.ts';
import { StepNumber } from '../components/StepNumber.tsx';

export function TechnologySubPage({ page }: { page: TechnologySubPageContent }) {
  return (
    <>
      <PageHero hero={page.hero} eyebrow={<HeroEyebrow eyebrow={page.hero.eyebrow!} />} visual={subPageVisual(page)}>
        <HeroButtons {...EXPLAINER_HERO_ACTIONS} />
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20" data-section="explainer">
        {page.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`explainer-${i}`} className="mt-12 first:mt-0">
            <h2 id={`explainer-${i}`} className="text-2xl font-bold tracking-tight text-pretty text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg leading-8 text-pretty text-slate-700">
                {p}
              </p>
            ))}
            {section.figures && <SectionFigures figures={section.figures} />}
            {section.flow && <RetrievalFlow steps={section.flow} />}
            {section.bullets && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:text-blue-700">
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {/* Where to go next leads (the primary button), Back to Home (the spec's) beside it as the one way
            back; both full width on phones at the standard lg button height, one row from md. */}
        <div className="mt-14 flex flex-col gap-3 border-t border-slate-200 pt-8 md:flex-row-reverse md:items-center md:justify-between" data-closing-actions="">
          <ButtonLink href={navHref(page.next.path)} variant="primary" size="lg" data-next="">
            {page.next.label}
            <Icon icon={ArrowRight} className="size-4" />
          </ButtonLink>
          <ButtonLink href={navHref('/')} variant="secondary" size="lg" data-back-home="">
            <Icon icon={ArrowLeft} className="size-4" />
            {page.backHomeLabel}
          </ButtonLink>
        </div>
      </article>
      <CtaBand cta={{ ...TECHNOLOGY.cta, ...page.closing }} />
    </>
  );
}

/** The eyebrow with its first part ("Technology") a link to the overview: the way up, beside the way home. */
function HeroEyebrow({ eyebrow }: { eyebrow: string }) {
  const [parent, ...rest] = eyebrow.split(' · ');
  return (
    <>
      <a href={navHref(TECHNOLOGY_PATH)} className="inline-flex min-h-6 items-center underline decoration-blue-300 underline-offset-4 hover:decoration-blue-700" data-back-technology="">
        {parent}
      </a>
      {rest.length > 0 && ` · ${rest.join(' · ')}`}
    </>
  );
}

/**
 * The retrieval path as a diagram of the paragraph above it (the steps are told once: not in the hero,
 * which shows retrieval at work): each step with what goes in and what comes out, down the column on
 * phones and two by two from sm, numbered in order, so the diagram teaches the sequence.
 */
function RetrievalFlow({ steps }: { steps: NonNullable<TechnologySubPageContent['sections'][number]['flow']> }) {
  return (
    <figure className="mt-6 rounded-card border border-dashed border-blue-300 bg-blue-50/40 p-4 sm:p-5" data-retrieval-diagram="">
      <ol className="grid gap-4 sm:grid-cols-2">
        {steps.map((step, i) => (
          <li key={step.step} className="flex gap-3 rounded-lg bg-white p-4">
            <StepNumber n={i + 1} />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{step.step}</p>
              <dl className="mt-1 space-y-1 text-sm leading-5">
                <div>
                  <dt className="inline font-medium text-slate-600">In: </dt>
                  <dd className="inline text-slate-700">{step.input}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-600">Out: </dt>
                  <dd className="inline text-slate-700">{step.output}</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ol>
      <figcaption className="mt-3 text-sm text-slate-600">Each step’s output is the next step’s input, and every step runs on your infrastructure: no external API is called.</figcaption>
    </figure>
  );
}

/**
 * Each explainer's own hero visual (the /technology overview keeps the whole pipeline): the small-model
 * page its comparison card; RAG retrieval at work on a sample policy: question, retrieved passages
 * with sources, cited answer.
 */
function subPageVisual(page: TechnologySubPageContent) {
  if (page.slug === 'small-llms') return <TermReadingVisual sample={TERM_READING} />;
  return <RetrievalVisual sample={RAG_SAMPLE} />;
}
