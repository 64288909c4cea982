/**
 * Where a named customer stands, from what the business records, as one short badge: /customers' cards, and the logo
 * strips and customer cards of home and the industry pages (trust review r42: a pilot listed under "Named customers"
 * on home read as a customer in production).
 */
import type { CustomerEntry } from '../../content/evidence.ts';
import { CUSTOMERS_PAGE } from '../../content/evidence-copy.ts';
import { cx } from '../../components/cx.ts';

/** In production (a production date or the status), or pilot; nothing recorded, nothing (never a guess). */
export const customerStage = (customer: CustomerEntry) => (customer.inProductionSince ? 'production' : customer.status);

/**
 * The badge by a customer's name (review C r28: "Stage: In production since Apr 6, 2026" beside a second "since" date read
 * as two dates). No badge when nothing is recorded (no empty slot).
 */
export function StageBadge({ customer }: { customer: CustomerEntry }) {
  const stage = customerStage(customer);
  if (!stage) return null;
  return (
    <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', stage === 'production' ? 'bg-blue-50 text-blue-700' : 'bg-slate-100 text-slate-700')} data-customer-status={stage}>
      {CUSTOMERS_PAGE.status[stage]}
    </span>
  );
}
