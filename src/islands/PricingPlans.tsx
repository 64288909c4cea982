/**
 * The pricing tiers (SPEC.md "/pricing", section 4 "Pricing page"): any Start Free Trial button
 * replaces the tiers with the trial form, with a way back; Contact Sales mails sales about the plan.
 *
 * The tiers are server HTML that the island never hydrates (serverHtml): hydrating four cards of
 * features was a 60-136 ms task at 4x CPU (issue 11: no task over 50 ms). They stay in the
 * document, hidden, while the trial form shows: "Back to plans" shows them again as they were.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverHtml } from './server-html.tsx';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { PricingTier } from '../content/types.ts';
import { Button, ButtonLink } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { cx } from '../components/cx.ts';
import { salesMailto } from '../content/contact.ts';
import { TrialFormOnDemand, prefetchForms } from './forms/lazy-forms.tsx';
import { TRIAL_DAYS } from '../content/trial.ts';

export interface PricingPlansProps {
  tiers: PricingTier[];
}

const TRIAL_BUTTON = '[data-cta="trial"]';

function TierCard({ tier }: { tier: PricingTier }) {
  return (
    <li
      className={cx('relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm', tier.highlighted ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200')}
      data-tier={tier.name}
    >
      {tier.highlighted && <p className="absolute -top-3 left-6 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white">Most popular</p>}
      <h3 className="text-lg font-semibold text-slate-900">{tier.name}</h3>
      <p className="mt-1 min-h-10 text-sm text-slate-600">{tier.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight text-slate-900" data-price="">
          {tier.price}
        </span>
        {tier.period && <span className="text-sm text-slate-600">{tier.period}</span>}
      </p>
      {tier.cta.action === 'trial' ? (
        <Button variant={tier.highlighted ? 'gradient' : 'secondary'} className="mt-6 w-full" data-cta="trial">
          {tier.cta.label}
        </Button>
      ) : (
        <ButtonLink href={salesMailto(`Contact Sales: ${tier.name} plan`)} variant="secondary" className="mt-6 w-full" data-cta="contact">
          {tier.cta.label}
        </ButtonLink>
      )}
      <ul className="mt-6 grid gap-2.5 text-sm">
        {tier.features.map((feature) => (
          <li key={feature.text} className={cx('flex gap-2', feature.included ? 'text-slate-700' : 'text-slate-600')}>
            <Icon icon={feature.included ? Check : Minus} className={cx('mt-0.5 size-4 shrink-0', feature.included ? 'text-blue-700' : 'text-slate-500')} />
            <div>
              <span className={feature.included ? undefined : 'line-through decoration-slate-400'}>{feature.text}</span>
              {!feature.included && <span className="sr-only"> (not included)</span>}
              {feature.subFeatures && (
                <ul className="mt-1 grid gap-1 text-slate-600">
                  {feature.subFeatures.map((sub) => (
                    <li key={sub}>– {sub}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Moves focus to the trial view's heading once the view has painted (a focus before it would force layout inside the press). */
function TrialView({ onBack }: { onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="mx-auto max-w-2xl" data-view="trial">
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:text-blue-800">
        <Icon icon={ArrowLeft} className="size-4" /> Back to plans
      </button>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h3 className="text-2xl font-bold text-slate-900" tabIndex={-1} ref={heading}>
          Start your {TRIAL_DAYS}-day free trial
        </h3>
        <p className="mt-2 text-sm text-slate-600">All Business plan features for {TRIAL_DAYS} days. No per-token charges, no token limits.</p>
        <div className="mt-6">
          <TrialFormOnDemand />
        </div>
      </div>
    </div>
  );
}

export function PricingPlans({ tiers }: PricingPlansProps) {
  const [view, setView] = useState<'tiers' | 'trial'>('tiers');
  const openTrial = useCallback(() => setView('trial'), []);
  const backToPlans = useCallback(() => setView('tiers'), []);

  return (
    <>
      {view === 'trial' && <TrialView onBack={backToPlans} />}
      {/* The cards are server HTML, not hydrated (serverHtml): the buttons' events bubble to the list. */}
      <ul
        className="grid gap-6 md:grid-cols-2 xl:grid-cols-4"
        data-view="tiers"
        data-tiers=""
        hidden={view === 'trial'}
        onClick={(event) => (event.target as Element).closest(TRIAL_BUTTON) && openTrial()}
        onPointerOver={(event) => (event.target as Element).closest(TRIAL_BUTTON) && prefetchForms()}
        onFocus={(event) => (event.target as Element).closest(TRIAL_BUTTON) && prefetchForms()}
        {...serverHtml(() => tiers.map((tier) => <TierCard key={tier.name} tier={tier} />))}
      />
    </>
  );
}
