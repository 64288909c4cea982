/**
 * The four pricing tier cards (SPEC.md "/pricing"): server HTML only, the children of the
 * PricingPlans island, which never hydrates them (islands/server-html.tsx) and opens the trial when
 * a click on a `data-cta="trial"` button bubbles up to it. Contact Sales mails sales about the plan.
 */
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import type { PricingTier } from '../content/types.ts';
import { Button, ButtonLink } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';
import { salesMailto } from '../content/contact.ts';

export function PricingTierCards({ tiers }: { tiers: PricingTier[] }) {
  return tiers.map((tier) => <TierCard key={tier.name} tier={tier} />);
}

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
