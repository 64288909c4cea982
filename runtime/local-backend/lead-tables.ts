/** The tables the site writes to, with the columns worth showing, in display order. */
export const LEAD_TABLES = {
  trial_leads: ['created_at', 'first_name', 'last_name', 'email', 'company_name', 'job_title', 'industry', 'company_size', 'phone'],
  demo_requests: ['created_at', 'name', 'email', 'company', 'phone', 'preferred_date', 'timezone', 'notes'],
  newsletter_subscribers: ['created_at', 'email'],
} as const;

export type LeadTable = keyof typeof LEAD_TABLES;

export const LEAD_TABLE_NAMES = Object.keys(LEAD_TABLES) as LeadTable[];

export function isLeadTable(name: string): name is LeadTable {
  return Object.hasOwn(LEAD_TABLES, name);
}
