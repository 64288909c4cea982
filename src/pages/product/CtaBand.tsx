/**
 * The closing call to action of a product page: a title, one sentence and up to two buttons. A
 * secondary button to the plans page says what the sentence offers there (plansActionFor).
 */
import type { ReactNode } from 'react';
import type { CallToAction } from '../../content/features.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { ClosingCta } from '../../components/ClosingCta.tsx';
import { navHref } from '../../render/paths.ts';
import { PLANS_PAGE_ACTIONS, plansActionFor } from '../../content/trial.ts';

/** The band's secondary action as shown: a plans-page button follows the band's sentence. */
export function ctaSecondary(cta: CallToAction) {
  return cta.secondary?.path === PLANS_PAGE_ACTIONS.plans.path ? plansActionFor(cta.description) : cta.secondary;
}

/** `after`: a quiet link under the buttons (a technology explainer's Back to Home, design review Q r52 item 6). */
export function CtaBand({ cta, children: after }: { cta: CallToAction; children?: ReactNode }) {
  const secondary = ctaSecondary(cta);
  return (
    <ClosingCta title={cta.title} description={cta.description} after={after}>
      <ButtonLink href={navHref(cta.primary.path)} size="lg">
        {cta.primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={navHref(secondary.path)} variant="secondary" size="lg">
          {secondary.label}
        </ButtonLink>
      )}
    </ClosingCta>
  );
}
