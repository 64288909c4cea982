/**
 * The four pricing tier cards (docs/product-rules.md#pricing-page): server HTML only, the children of the
 * PricingPlans island, which never hydrates them (islands/server-html.tsx) and opens the trial when
 * a click on a `data-cta="trial"` button bubbles up to it. Contact Sales mails sales about the plan.
 */
import Check from 'lucide-react/icons/check';
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
      className={cx('relative row-span-6 grid grid-rows-subgrid gap-0 rounded-2xl border bg-white p-6 shadow-sm', tier.highlighted ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200')}
      data-tier={tier.name}
    >
      {tier.highlighted && <p className="absolute -top-3 left-6 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white">Most popular</p>}
      <h3 className="text-lg font-semibold text-slate-900">{tier.name}</h3>
      <p className="mt-1 text-sm text-slate-600">{tier.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight text-slate-900" data-price="">
          {tier.price}
        </span>
        {tier.period && <span className="text-sm text-slate-600">{tier.period}</span>}
      </p>
      {/* Only what the plan includes, under "Everything in <previous plan>, plus": no struck-through
          rows of what it lacks (a small-business pattern, and low contrast). */}
      <p className="mt-6 border-t border-slate-200 pt-5 text-xs font-semibold uppercase tracking-wide text-slate-600" data-features-heading="">
        {tier.featuresHeading}
      </p>
      <ul className="mt-3 grid content-start gap-2.5 text-sm text-slate-700">
        {tier.features.map((feature) => (
          <li key={feature.text} className="flex gap-2">
            <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-blue-700" />
            <div>
              {feature.text}
              {feature.subFeatures && (
                <ul className="mt-1 grid gap-1 text-slate-600">
                  {feature.subFeatures.map((sub) => (
                    <li key={sub}>{sub}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
      {/* Each card spans six rows of the list's grid and lays its parts on them (a subgrid): names,
          descriptions, prices, the divider with the features heading, the features and the action line
          up across the cards in a row however long a description or price is. */}
      {tier.cta.action === 'trial' ? (
        <Button variant={tier.highlighted ? 'gradient' : 'secondary'} className="mt-6 w-full" data-cta="trial">
          {tier.cta.label}
        </Button>
      ) : (
        <ButtonLink href={salesMailto(`Contact Sales: ${tier.name} plan`)} variant="secondary" className="mt-6 w-full" data-cta="contact">
          {tier.cta.label}
        </ButtonLink>
      )}
    </li>
  );
}
