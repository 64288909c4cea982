/** The free trial (docs/product-rules.md#free-trial): 14 days with all Business plan features. */
export const TRIAL_DAYS = 14;
