import type { PricingTier } from '../content/types.ts';
export interface PricingPlansProps {
  tiers: PricingTier[];
}
export function PricingPlans({ tiers }: PricingPlansProps) {
  return <div>{tiers.map((t) => <div key={t.name}>{t.name}</div>)}</div>;
}
