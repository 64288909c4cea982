/**
 * The option lists of the trial form (docs/product-rules.md#form-options), exactly as written there.
 * One source of truth: the site's form, the edge functions' validation and the tests
 * all import this module; the SQL check constraints are tested against it.
 * It lives under supabase/functions/_shared because deployed functions can only
 * bundle code from inside supabase/functions. It must stay free of imports.
 */
export const INDUSTRY_OPTIONS = [
  'Commercial Real Estate',
  'Financial Services',
  'Healthcare',
  'Legal',
  'Manufacturing',
  'Education',
  'Energy',
  'Construction',
  'Pharmaceuticals',
  'HR',
  'Aviation',
  'Restaurant Management',
  'Architecture',
] as const;

export const COMPANY_SIZE_OPTIONS = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '501-1000 employees',
  '1000+ employees',
] as const;

export const JOB_TITLE_OPTIONS = [
  'CEO/Founder',
  'CTO/Technical Director',
  'COO/Operations Director',
  'CFO/Finance Director',
  'VP/Director of Engineering',
  'VP/Director of Product',
  'VP/Director of Operations',
  'Project Manager',
  'Department Head',
  'Team Lead',
  'Other',
] as const;

/** The eight trial-lead fields, in the snake_case the table and the webhook use (docs/product-rules.md#calls). */
export const TRIAL_LEAD_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'company_name',
  'job_title',
  'industry',
  'company_size',
  'phone',
] as const;

/** The keys of the schedule-demo body (docs/product-rules.md#calls), in the order listed there. */
export const DEMO_REQUEST_FIELDS = ['name', 'email', 'company', 'phone', 'preferredDate', 'notes', 'timezone'] as const;
