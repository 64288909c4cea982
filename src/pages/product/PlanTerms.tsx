/**
 * /pricing's answers to what only the business can state about its plans (content/assurance/, kind plan-terms; trust review
 * T2 r46, /pricing 6/10): support hours and first response as a row of the plan table (planTermRows, with sign-in and the contract term), and under the table what
 * the customer provides, how licensing works without a connection, how soon security fixes ship and how a trial is
 * installed. Each part only when given, the block only with any: the real site, with no entry, does not change.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import { planTerms, EVIDENCE } from '../../content/evidence.ts';
import { PLAN_TERMS_COPY as COPY, type FaqEntry, type PlanComparisonRow } from '../../content/pricing.ts';
import type { PricingTier } from '../../content/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { navHref } from '../../render/paths.ts';
import { modelId } from '../evidence/ModelFacts.tsx';
import { continuityLink } from '../evidence/documents-on-request.ts';
import { IDENTITY } from '../../site.ts';
import { USAGE_LIMIT_LABEL, type SpecSheet } from '../../content/visuals.ts';

const SMALL_LLMS_PATH = '/technology/small-llms';

/**
 * /pricing's plan rules with the business's hardware per vertical beside "The only usage limit" when its plan terms give it
 * (trust review T8 r54 /pricing item 4: the GPU server each model needs sat only in the FAQ and under the table).
 */
export function planRules(sheet: SpecSheet): SpecSheet {
  const perVertical = planTerms()?.perVertical;
  if (!perVertical) return sheet;
  const at = sheet.rows.findIndex((row) => row.label === USAGE_LIMIT_LABEL) + 1;
  return { ...sheet, rows: [...sheet.rows.slice(0, at), { label: COPY.perVertical, value: perVertical }, ...sheet.rows.slice(at)] };
}

/**
 * The plan table's rows from the business's plan terms: support (hours and first response), then sign-in and the contract
 * term (trust review T7 r53, /pricing: MFA and SSO by plan, term and notice), each only when given.
 */
export function planTermRows(tiers: PricingTier[]): PlanComparisonRow[] {
  const terms = planTerms();
  if (!terms) return [];
  // A plan no item names gets false (the table's "Not included"), never a guess (the schema allows an item for some plans).
  const row = <T extends { plans?: string[] }>(label: string, items: T[] | undefined, value: (item: T) => string): PlanComparisonRow[] =>
    items ? [{ label, values: tiers.map((tier) => { const item = items.find((entry) => !entry.plans || entry.plans.includes(tier.name)); return item ? value(item) : false; }) }] : [];
  return [
    ...row(COPY.supportRow, terms.support, (item) => `${item.hours}. ${COPY.firstResponse} ${item.response}`),
    ...row(COPY.signInRow, terms.signIn, (item) => item.value),
    ...row(COPY.termRow, terms.term, (item) => item.value),
  ];
}

/**
 * /pricing's FAQ entries from the plan terms, only when given (trust review T7 r53): whether the servers are in the price,
 * from what the customer provides (the model cards' minimum hardware named, never a price), and what happens to the
 * customer's data and adapted weights at the end of the contract.
 */
export function planTermsFaq(): FaqEntry[] {
  const terms = planTerms();
  return [
    ...(terms?.customerProvides ? [{ question: COPY.hardwareQuestion, answer: `${COPY.hardwareAnswer} ${terms.customerProvides}${minimumsHref() ? ` ${COPY.hardwareMinimums}` : ''}` }] : []),
    ...(terms?.exit ? [{ question: COPY.exitQuestion, answer: terms.exit }] : []),
  ];
}

/** The model cards that give a minimum server, for the link beside "What you provide" (the first such card's anchor). */
function minimumsHref(): string | undefined {
  const model = EVIDENCE.models.find((entry) => entry.minimumHardware);
  return model && `${navHref(SMALL_LLMS_PATH).replace(/#.*$/, '')}#${modelId(model)}`;
}

export function PlanTerms() {
  const terms = planTerms();
  if (!terms) return null;
  const minimums = minimumsHref();
  const rows = [
    { key: 'customer-provides', term: COPY.customerProvides, value: terms.customerProvides, link: minimums && { href: minimums, label: COPY.minimumsLink } },
    { key: 'offline-licensing', term: COPY.offlineLicensing, value: terms.offlineLicensing },
    { key: 'security-updates', term: COPY.securityUpdates, value: terms.securityUpdates },
    { key: 'trial-install', term: COPY.trialInstall, value: terms.trialInstall },
    // The business's continuity statement and the documents it marks as answering it (escrow), as /about closes on them
    // (trust review T6 r50: a third-party-risk team asks whether the plans' support is sustainable, here, not on /about).
    { key: 'continuity', term: COPY.continuity, value: IDENTITY.facts?.continuity, link: continuityLink() },
  ].filter((row) => row.value);
  if (!rows.length) return null;
  return (
    <div className="mt-10" data-plan-terms="">
      <h3 className="text-lg font-semibold text-slate-900">{COPY.heading}</h3>
      {/* Two a row from md, as the add-on cards below them: each a short paragraph, not a table cell. */}
      <dl className="mt-4 grid gap-x-8 gap-y-6 md:grid-cols-2">
        {rows.map((row) => (
          <div key={row.key} className="border-t border-slate-200 pt-4" data-plan-term={row.key}>
            <dt className="font-semibold text-slate-900">{row.term}</dt>
            <dd className="mt-1 leading-7 text-pretty text-slate-700">
              {row.value}
              {row.link && 'before' in row.link ? (
                <>
                  {` ${row.link.before}`}
                  <a href={row.link.href} className="font-semibold text-blue-700 underline hover:text-blue-800" data-continuity-link="">
                    {row.link.label}
                  </a>
                  {row.link.after}
                </>
              ) : (
                row.link && (
                  <a href={row.link.href} className="mt-1 flex min-h-6 w-fit items-center gap-1 font-semibold text-blue-700 hover:text-blue-800" data-minimums-link="">
                    {row.link.label}
                    <Icon icon={ArrowRight} className="size-4" />
                  </a>
                )
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
