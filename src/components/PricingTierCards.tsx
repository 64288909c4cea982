/**
 * The four pricing tier cards (docs/product-rules.md#pricing-page): server HTML only, the children of the
 * PricingPlans island, which never hydrates them (islands/server-html.tsx) and opens the trial when
 * a click on a `data-cta="trial"` button bubbles up to it. Contact Sales mails sales about the plan.
 */
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { PricingTier } from '../content/types.ts';
import { HIGHLIGHTED_TIER_BADGE, lacksAuditFeatures, NO_AUDIT_NOTE, trialPlanWithoutAudit, trialWithoutAuditNote, TRIAL_DEMO_LINK, type PlanComparisonRow } from '../content/pricing.ts';
import { BAND_LINK } from './AssuranceLine.tsx';
import { Button, ButtonLink } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';
import { salesMailto } from '../content/contact.ts';
import { navHref } from '../render/paths.ts';

/** A plan card's caveat line (what it leaves out): a rule above it, its minus mark in slate-500. */
const CAVEAT_LINE = 'flex gap-2 border-t border-slate-200 pt-3 text-slate-600';

export function PricingTierCards({ tiers }: { tiers: PricingTier[] }) {
  return tiers.map((tier) => <TierCard key={tier.name} tier={tier} />);
}

function TierCard({ tier }: { tier: PricingTier }) {
  return (
    <li
      className={cx('relative row-span-6 grid grid-rows-subgrid gap-0 rounded-2xl border bg-white p-6 shadow-sm', tier.highlighted ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200')}
      data-tier={tier.name}
    >
      {tier.highlighted && <p className="absolute -top-3 left-6 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white">{HIGHLIGHTED_TIER_BADGE}</p>}
      <h3 className="text-lg font-semibold text-slate-900">{tier.name}</h3>
      <p className="mt-1 text-sm text-pretty text-slate-600">{tier.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        {/* A price in words (Enterprise's "Contact Sales", above its own Contact Sales button) a step smaller than the figures, so
            it does not outweigh them (design review I r51 item 5: wider than "$999" at the same 30 px). */}
        <span className={cx('font-bold tracking-tight text-slate-900', tier.period ? 'text-3xl' : 'text-2xl')} data-price="">
          {tier.price}
        </span>
        {tier.period && <span className="text-sm text-slate-600">{tier.period}</span>}
      </p>
      {/* Only what the plan includes, under "Everything in <previous plan>, plus": no struck-through
          rows of what it lacks (a small-business pattern, and low contrast). The key lines only, one
          line each (the product rules' own for the tier); what each means, and the lines every plan
          shares, are the comparison table's (review: the table repeated the cards line for line). */}
      <p className="mt-6 border-t border-slate-200 pt-5 text-xs font-semibold uppercase tracking-wide text-slate-600" data-features-heading="">
        {tier.featuresHeading}
      </p>
      <ul className="mt-3 grid content-start gap-2.5 text-sm text-slate-700">
        {tier.features
          .filter((feature) => !feature.tableOnly)
          .map((feature) => (
            <li key={feature.text} className="flex gap-2">
              <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-blue-700" />
              {/* The plan without a price says what its custom terms are: its sub-features under its lines, from the plan's own
                  content (design review A r49 item 5: ~100 px of empty card above Contact Sales). */}
              {tier.cta.action === 'contact' && feature.subFeatures ? (
                <span>
                  {feature.text}
                  <span className="mt-1 block text-xs leading-5 text-slate-600">{feature.subFeatures.join(' ')}</span>
                </span>
              ) : (
                feature.text
              )}
            </li>
          ))}
        {/* A plan without the audit trail and roles says so on its card (trust review T2 r46), derived from the tiers; a
            caveat under a rule, apart from what the plan includes (design review V r54 pricing item 6: "styled like feature
            rows … they read as features"), still a line of the list, not small print by the button (I r51, F r51). */}
        {/* The minus marks in slate-500 (design review A r48, section 3: slate-400 measured 2.63:1 against white). */}
        {lacksAuditFeatures(tier) && (
          <li className={CAVEAT_LINE} data-no-audit="">
            <Icon icon={Minus} className="mt-0.5 size-4 shrink-0 text-slate-500" />
            {NO_AUDIT_NOTE}
          </li>
        )}
        {/* A plan whose trial runs another plan says so as a line of its list, as "Not for audited scope" is said on the cards
            beside it, not as small print under its button, on one card only (design review I r51 item 5, F r51 pricing item 3). */}
        {trialPlanWithoutAudit(tier) && (
          <li className={CAVEAT_LINE} data-trial-note="">
            <Icon icon={Minus} className="mt-0.5 size-4 shrink-0 text-slate-500" />
            {trialWithoutAuditNote(trialPlanWithoutAudit(tier)!)}
          </li>
        )}
      </ul>
      {/* Each card spans six rows of the list's grid and lays its parts on them (a subgrid): names,
          descriptions, prices, the divider with the features heading, the features and the action line
          up across the cards in a row however long a description or price is. */}
      {tier.cta.action === 'trial' ? (
        <div>
          <Button variant={tier.highlighted ? 'gradient' : 'secondary'} className="mt-6 w-full" data-cta="trial">
            {tier.cta.label}
          </Button>
          {/* A way to see what the trial leaves out (trust review T5 r50), on a line of its own under the button in the site's
              link style (design review P r53 item 8: underlined inside the "—" line, the only such link in the cards). */}
          {trialPlanWithoutAudit(tier) && (
            <p className="mt-3 text-center text-sm">
              <a href={navHref('/demo')} className={BAND_LINK} data-trial-demo="">
                {TRIAL_DEMO_LINK}
                <Icon icon={ArrowRight} className="size-4" />
              </a>
            </p>
          )}
        </div>
      ) : (
        <ButtonLink href={salesMailto(`Contact Sales: ${tier.name} plan`)} variant="secondary" className="mt-6 w-full self-start" data-cta="contact">
          {tier.cta.label}
        </ButtonLink>
      )}
    </li>
  );
}

/**
 * Every plan, feature by feature (B2B buyers compare before they call), from the same tiers as the
 * cards (planComparison). A real table: plan names are column headers, features row headers, what every plan has one
 * line above it. Narrower than the table's minimum width, it scrolls sideways inside its own
 * focusable region (named apart from its section: one landmark name each) with the feature column pinned; the region is
 * positioned so the cells' screen-reader-only text stays inside it (else it widens the page). The feature column takes a
 * quarter of the width and the plans share the rest (a fixed layout). The cards above give each plan's key lines; the
 * table adds what each feature means (a line under its label).
 */
export function PlanComparisonTable({ tiers, rows }: { tiers: PricingTier[]; rows: PlanComparisonRow[] }) {
  const sticky = 'sticky left-0 z-10 bg-white';
  // The highlighted plan's column (the free trial's) is tinted.
  const openPlan = Math.max(0, tiers.findIndex((tier) => tier.highlighted));
  // What every plan has is one line over the table, not rows ticked in every column (design review A r49 item 6: ~90 px
  // of table showing no difference between the plans).
  const everyPlan = rows.filter((row) => row.values.every((value) => value === true));
  const compared = rows.filter((row) => !everyPlan.includes(row));
  return (
    <div>
      {everyPlan.length > 0 && (
        // The label on a line of its own on phones, the two ticks under it (design review A r50 item 3: the second wrapped
        // flush left under the label).
        <p className="mb-4 flex flex-col gap-x-4 gap-y-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:items-center" data-every-plan="">
          <span className="font-semibold text-slate-900">Included in every plan:</span>
          {everyPlan.map((row) => (
            <span key={row.label} className="flex gap-2">
              <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-blue-700" />
              {row.label}
            </span>
          ))}
        </p>
      )}
      {/* On phones too (A r50 item 2: with no table the section's heading promised a comparison it did not hold), not one
          plan at a time (A r49 item 7: it repeated the card just scrolled past) nor scrolling sideways (F r51 item 1: two
          columns showed, "$399/mont" cut, the plans sliding under the pinned column): below sm each row a grid, the
          feature's name across it and the four plans' values in a row under their names; the features' explanations
          from sm. */}
      {tiers.some((tier) => tier.period) && (
        <p className="mb-2 text-xs text-slate-600 sm:hidden" data-price-period="">
          {`Prices ${tiers.find((tier) => tier.period)!.period!.replace('/', 'per ')}`}
        </p>
      )}
      {/* On phones every cell's text 12 px inside the card, the rows' 8 px and the cells' 4 px (design review I r51 item 1:
          "the same 12 px inline padding" for labels and values; 10 px before). */}
      <section className="relative overflow-x-auto rounded-card border border-slate-200 bg-white" aria-label="Features by plan, scrollable" tabIndex={0} data-plan-comparison="">
        {/* The cells' padding and alignment set once on the table, not on each of the 36 cells (first-load
            weight; the FAQPage JSON-LD now stands beside the FAQ, so the table's length no longer decides
            whether the answers compress against it). */}
        {/* Phones (design review J r52 pricing item 2): a 4 px gap between the quarters, so "Business Elite" wraps rather than
            running 4 px from "Enterprise". The Business tint on its phone cells too (design review P r53 item 5: the
            recommended plan dropped out of the table at 390). */}
        <table className="w-full table-fixed border-collapse text-left text-sm max-sm:block sm:min-w-[38rem] [&_td]:px-4 [&_td]:py-3 [&_td]:align-top [&_td]:text-slate-700 max-sm:[&_td]:px-1 max-sm:[&_thead]:block max-sm:[&_tbody]:block max-sm:[&_tr]:grid max-sm:[&_tr]:grid-cols-4 max-sm:[&_tr]:gap-x-1 max-sm:[&_tr]:px-2">
          <caption className="sr-only">Features by plan</caption>
          {/* The highlighted plan's column tinted as its card is ringed (design review A r48 item 6: the table dropped the
              Business highlight). A column, not a class on each of its cells (first load). On phones the rows are grids,
              where a column's tint lands nowhere: there the plan's own cells carry it (max-sm:bg-blue-50, P r53 item 5). */}
          {tiers.some((tier) => tier.highlighted) && (
            <colgroup>
              <col span={openPlan + 1} />
              <col className="bg-blue-50" />
              {/* The rest, so the columns the markup establishes are the rows' (the Nu checker refuses fewer). */}
              {tiers.length - openPlan - 1 > 0 && <col span={tiers.length - openPlan - 1} />}
            </colgroup>
          )}
          <thead>
            {/* Top-aligned, the "Feature" label level with the plan names (design review A r49 item 6: it sat at the foot). */}
            <tr className="border-b border-slate-200 align-top">
              <th scope="col" className={cx(sticky, 'w-1/4 px-6 py-4 font-semibold text-slate-600 max-sm:hidden')}>
                Feature
              </th>
              {tiers.map((tier) => (
                // Small and tight on phones: at 320 px "Enterprise" overran its quarter (design review I r51 item 1 asked for
                // more room at the table's edges, which narrows the quarters).
                // On phones a column, its price at the foot (design review P r53 item 5: "Business Elite" on two lines set
                // "$999" a line below "$69.99" and "$399"; now the figures share the heads' last line).
                <th
                  key={tier.name}
                  scope="col"
                  className={cx('px-4 py-4 font-semibold text-slate-900 max-sm:flex max-sm:flex-col max-sm:px-1 max-sm:text-xs max-sm:tracking-tight', tier.highlighted && 'max-sm:bg-blue-50')}
                >
                  {tier.name}
                  {/* On phones the figure alone, "/month" said once over the table: four columns broke "$69.99 / /month" (design
                      review I r51 item 1), so each header is two lines, the name and the figure (Business Elite's name wraps at
                      320 px). */}
                  <span className="mt-auto block pt-1 font-normal text-slate-600">
                    {tier.price}
                    {/* From sm a break allowed before the period, in a narrow column. */}
                    {tier.period && (
                      <>
                        <wbr />
                        <span className="max-sm:hidden">{tier.period}</span>
                      </>
                    )}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {compared.map((row) => (
              <tr key={row.label} className="border-b border-slate-200 last:border-0">
                <th scope="row" className={cx(sticky, 'px-6 py-3 align-top font-medium text-slate-900 max-sm:col-span-4 max-sm:px-1 max-sm:pb-0')}>
                  {row.label}
                  {row.detail && <span className="mt-1 block text-xs leading-5 font-normal text-slate-600 max-sm:hidden">{row.detail}</span>}
                </th>
                {row.values.map((value, i) => (
                  <td key={tiers[i]!.name} className={tiers[i]!.highlighted ? 'max-sm:bg-blue-50' : undefined}>
                    {typeof value === 'string' ? (
                      value
                    ) : value ? (
                      <>
                        <Icon icon={Check} className="size-5 text-blue-700" />
                        <span className="sr-only">Included</span>
                      </>
                    ) : (
                      <>
                        {/* Slate-500, 3:1 and more on white and on the tinted column: the mark carries meaning (design
                            review A r48, section 3: slate-400 measured 2.63:1). */}
                        <span aria-hidden="true" className="text-slate-500">
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
    </div>
  );
}
