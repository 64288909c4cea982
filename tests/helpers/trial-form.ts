/**
 * The trial form's seven required fields, filled as a visitor would (labels, not selectors), for
 * every browser test that submits a trial: against the recording stand-in and the local backend.
 */
import type { Page } from 'playwright-core';

export interface TrialVisitor {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string;
  industry: string;
  companySize: string;
}

/** A buyer at a bank: the forms tests' visitor. */
export const BANK_CTO: TrialVisitor = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana.reyes@bank.example',
  company: 'First Example Bank',
  jobTitle: 'CTO/Technical Director',
  industry: 'Financial Services',
  companySize: '1000+ employees',
};

/** A lender's operations director: the backend tests' visitor. */
export const LENDER_COO: TrialVisitor = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada.okafor@lender.example',
  company: 'Example Lending Co',
  jobTitle: 'COO/Operations Director',
  industry: 'Financial Services',
  companySize: '201-500 employees',
};

export async function fillTrialFields(page: Page, visitor: TrialVisitor): Promise<void> {
  await page.getByLabel('First name').fill(visitor.firstName);
  await page.getByLabel('Last name').fill(visitor.lastName);
  await page.getByLabel('Work email').fill(visitor.email);
  await page.getByLabel('Company name').fill(visitor.company);
  await page.getByLabel('Job title').selectOption(visitor.jobTitle);
  await page.getByLabel('Industry').selectOption(visitor.industry);
  await page.getByLabel('Company size').selectOption(visitor.companySize);
}
