/** The closing call to action of industry and audience pages: schedule a demo or see the plans. */
import type { ClosingCta } from '../../content/industries.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { navHref } from '../../render/paths.ts';

export interface CtaAction {
  label: string;
  path: string;
  variant: 'primary' | 'secondary';
}

export function ClosingCtaSection({ cta, actions }: { cta: ClosingCta; actions: readonly CtaAction[] }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-white py-16 sm:py-20" data-section="cta">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-2xl bg-slate-900 px-6 py-12 text-center sm:px-12">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            {cta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-slate-300">{cta.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {actions.map((action) => (
              <ButtonLink key={action.path} href={navHref(action.path)} variant={action.variant} size="lg">
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
