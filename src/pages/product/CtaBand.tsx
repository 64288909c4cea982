/** The closing call to action of a product page: a title, one sentence and up to two buttons. */
import type { CallToAction } from '../../content/features.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { navHref } from '../../render/paths.ts';

export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-slate-900 py-16 text-white sm:py-20" data-section="cta">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
          {cta.title}
        </h2>
        <p className="mt-4 text-lg text-pretty text-slate-300">{cta.description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={navHref(cta.primary.path)} size="lg">
            {cta.primary.label}
          </ButtonLink>
          {cta.secondary && (
            <ButtonLink href={navHref(cta.secondary.path)} variant="secondary" size="lg">
              {cta.secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
