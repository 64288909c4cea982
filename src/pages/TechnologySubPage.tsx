/** The technology explainers (/technology/small-llms, /technology/rag): prose sections and a Back to Home button. */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { ButtonLink } from '../components/Button.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
import { PipelineFigure } from '../components/visuals/PipelineFigure.tsx';
import { TECHNOLOGY, type TechnologySubPageContent } from '../content/technology.ts';
import { navHref } from '../render/paths.ts';
import { StatStrip } from './product/StatStrip.tsx';

export function TechnologySubPage({ page }: { page: TechnologySubPageContent }) {
  return (
    <>
      <PageHero hero={page.hero} visual={<PipelineFigure steps={TECHNOLOGY.pipeline.steps} {...TECHNOLOGY.pipeline.figure} highlight={page.pipelineStep} />} />
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
          <a href={navHref(page.next.path)} className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:text-blue-800">
            {page.next.label}
            <Icon icon={ArrowRight} className="size-4" />
          </a>
        </div>
      </article>
    </>
  );
}
