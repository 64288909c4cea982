/**
 * The four pricing tier cards (docs/product-rules.md#pricing-page): server HTML only, the children of the
 * PricingPlans island, which never hydrates them (islands/server-html.tsx) and opens the trial when
 * a click on a `data-cta="trial"` button bubbles up to it. Contact Sales mails sales about the plan.
 */
import Check from 'lucide-react/icons/check';
import type { PricingTier } from '../content/types.ts';
import type { PlanComparisonRow } from '../content/pricing.ts';
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
              {/* What the feature means, as a plain line under it: one bullet style, the check. */}
              {feature.subFeatures?.map((sub) => (
                <p key={sub} className="mt-1 text-slate-600">
                  {sub}
                </p>
              ))}
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

/**
 * Every plan, feature by feature (B2B buyers compare before they call), from the same tiers as the
 * cards (planComparison). A real table: plan names are column headers, features row headers. On
 * phones it scrolls sideways inside its own focusable region (named apart from its section: one
 * landmark name each) with the feature column pinned; the
 * region is positioned so the cells' screen-reader-only text stays inside it (else it widens the page).
 */
export function PlanComparisonTable({ tiers, rows }: { tiers: PricingTier[]; rows: PlanComparisonRow[] }) {
  const sticky = 'sticky left-0 z-10 bg-white';
  return (
    <section className="relative overflow-x-auto rounded-card border border-slate-200 bg-white" aria-label="Features by plan, scrollable" tabIndex={0} data-plan-comparison="">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Features by plan</caption>
        <thead>
          <tr className="border-b border-slate-200 align-bottom">
            <th scope="col" className={cx(sticky, 'w-40 px-4 py-4 font-semibold text-slate-600 sm:w-auto sm:px-6')}>
              Feature
            </th>
            {tiers.map((tier) => (
              <th key={tier.name} scope="col" className="px-4 py-4 font-semibold text-slate-900">
                {tier.name}
                <span className="mt-1 block font-normal text-slate-600">{`${tier.price}${tier.period ?? ''}`}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-200 last:border-0">
              <th scope="row" className={cx(sticky, 'px-4 py-3 font-medium text-slate-900 sm:px-6')}>
                {row.label}
                {/* The detail from sm: on phones the pinned column stays short (each line is on the plan cards above). */}
                {row.detail && <span className="mt-0.5 hidden text-xs font-normal text-slate-600 sm:block">{row.detail}</span>}
              </th>
              {row.values.map((value, i) => (
                <td key={tiers[i]!.name} className="px-4 py-3 text-slate-700">
                  {typeof value === 'string' ? (
                    value
                  ) : value ? (
                    <>
                      <Icon icon={Check} className="size-5 text-blue-700" />
                      <span className="sr-only">Included</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true" className="text-slate-400">
                        —
                      </span>
                      <span className="sr-only">Not included</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
