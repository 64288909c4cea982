/** The technology explainers (/technology/small-llms, /technology/rag): prose sections and a Back to Home button. */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { ButtonLink } from '../components/Button.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
import { SpecSheetVisual } from '../components/visuals/SpecSheetVisual.tsx';
import { StepListFigure } from '../components/visuals/StepListFigure.tsx';
import type { TechnologySubPageContent } from '../content/technology.ts';
import { SMALL_MODEL_SPEC } from '../content/visuals.ts';
import { navHref } from '../render/paths.ts';
import { StatStrip } from './product/StatStrip.tsx';

export function TechnologySubPage({ page }: { page: TechnologySubPageContent }) {
  return (
    <>
      <PageHero hero={page.hero} visual={subPageVisual(page)} />
      <StatStrip stats={page.stats} />
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
            {section.bullets && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:text-blue-700">
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <div className="mt-14 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-8">
          <ButtonLink href={navHref('/')} variant="secondary" data-back-home="">
            <Icon icon={ArrowLeft} className="size-4" />
            {page.backHomeLabel}
          </ButtonLink>
          {/* A button like Back to Home beside it: the two ways on from the explainer read as one pair. */}
          <ButtonLink href={navHref(page.next.path)} variant="primary" data-next="">
            {page.next.label}
            <Icon icon={ArrowRight} className="size-4" />
          </ButtonLink>
        </div>
      </article>
    </>
  );
}

/**
 * Each explainer's own hero visual (the /technology overview keeps the whole pipeline): RAG shows its
 * four steps from the page's bullets ("Index: ..."), the small-model page its comparison card.
 */
function subPageVisual(page: TechnologySubPageContent) {
  if (page.slug === 'small-llms') return <SpecSheetVisual sheet={SMALL_MODEL_SPEC} />;
  const steps = (page.sections.find((s) => s.bullets?.every((b) => b.includes(': ')))?.bullets ?? []).map((b) => {
    const [term, ...rest] = b.split(': ');
    const text = rest.join(': ');
    return { term: term!, text: text.charAt(0).toUpperCase() + text.slice(1) };
  });
  return <StepListFigure label="Retrieval, step by step" meta="On your servers" steps={steps} />;
}
