/**
 * The trial form's seven required fields, filled as a visitor would (labels, not selectors), for
 * every browser test that submits a trial: against the recording stand-in and the local backend.
 */
import type { Page } from 'playwright-core';
import { MIN_FILL_MS } from '../../src/islands/forms/bot-checks.ts';

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

/**
 * A trial sent from /pricing of the site at `siteUrl`: opens the form from the first plan, fills it
 * and submits once the form's minimum fill time has passed. The page's clock must be installed
 * (`page.clock.install()`) before this runs: the time is moved on, not waited for.
 */
export async function sendTrialFromPricing(page: Page, siteUrl: string, visitor: TrialVisitor): Promise<void> {
  await page.goto(`${siteUrl}/pricing`);
  await page.locator('[data-island="PricingPlans"][data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
  await fillTrialFields(page, visitor);
  await page.clock.fastForward(MIN_FILL_MS);
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
}
