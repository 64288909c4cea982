/** Valid form payloads; tests spread them and break one field at a time. */

export const validTrialLead = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@analytical.example',
  company_name: 'Analytical Engines Ltd',
  job_title: 'CTO/Technical Director',
  industry: 'Financial Services',
  company_size: '51-200 employees',
  phone: '+1 555 010 0199',
};

export const validDemoRequest = {
  name: 'Grace Hopper',
  email: 'grace@cobol.example',
  company: 'Compilers Inc',
  phone: '',
  preferredDate: '2099-12-01T10:30',
  notes: 'Free consultation',
  timezone: 'America/New_York',
};

export const validDemoRow = {
  name: 'Grace Hopper',
  email: 'grace@cobol.example',
  company: 'Compilers Inc',
  phone: null,
  preferred_date: '2099-12-01T10:30',
  timezone: 'America/New_York',
  notes: 'Free consultation',
};
