/** The free trial (docs/product-rules.md#free-trial): 14 days with all Business plan features. */
export const TRIAL_DAYS = 14;

/** The two things a button to the plans page can say: the trial (its form is there, behind each plan's button) or the plans. */
export const PLANS_PAGE_ACTIONS = {
  trial: { label: 'Start Free Trial', path: '/pricing' },
  plans: { label: 'Compare Plans', path: '/pricing' },
} as const;

/**
 * The plans-page button a closing band's sentence asks for: Start Free Trial where the sentence offers
 * the trial, Compare Plans where it offers the plans (review round 3: bands offered "a 14-day free
 * trial" above a View Pricing button). Pages write their own sentences; the button follows the words.
 */
export function plansActionFor(sentence: string) {
  return /free trial/i.test(sentence) ? PLANS_PAGE_ACTIONS.trial : PLANS_PAGE_ACTIONS.plans;
}
