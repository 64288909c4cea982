/**
 * The pricing tiers (docs/product-rules.md#pricing-page): any Start Free Trial button
 * replaces the tiers with the trial form, with a way back.
 *
 * The tier cards are the island's server-only children (components/PricingTierCards.tsx), which it
 * never hydrates (serverHtml): hydrating four cards of features was a 60-136 ms task at 4x CPU
 * (issue 11: no task over 50 ms), and their data no longer travels as island props. They stay in
 * the document, hidden, while the trial form shows: "Back to plans" shows them again as they were.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Icon } from '../components/Icon.tsx';
import { serverHtml } from './server-html.tsx';
import { TrialFormOnDemand, prefetchTrialForm } from './forms/lazy-forms.tsx';
import { TRIAL_DAYS } from '../content/trial.ts';

export interface PricingPlansProps {
  /** The tier cards (components/PricingTierCards.tsx), given on the server only: not props, not hydrated. */
  children?: ReactNode;
}

/** The cards' Start Free Trial buttons (components/PricingTierCards.tsx). */
const TRIAL_BUTTON = '[data-cta="trial"]';

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

export function PricingPlans({ children }: PricingPlansProps) {
  const [view, setView] = useState<'tiers' | 'trial'>('tiers');
  const openTrial = () => setView('trial');

  return (
    <>
      {view === 'trial' && <TrialView onBack={() => setView('tiers')} />}
      {/* The cards are server HTML, not hydrated (serverHtml): the buttons' events bubble to the list. */}
      <ul
        className="grid gap-6 md:grid-cols-2 xl:grid-cols-4"
        data-view="tiers"
        data-tiers=""
        hidden={view === 'trial'}
        onClick={(event) => (event.target as Element).closest(TRIAL_BUTTON) && openTrial()}
        onPointerOver={(event) => (event.target as Element).closest(TRIAL_BUTTON) && prefetchTrialForm()}
        onFocus={(event) => (event.target as Element).closest(TRIAL_BUTTON) && prefetchTrialForm()}
        {...serverHtml(children)}
      />
    </>
  );
}
