/** The free trial (SPEC.md section 9): 14 days with all Business plan features. */
export const TRIAL_DAYS = 14;
