/**
 * The free-trial form (docs/product-rules.md#forms, docs/product-rules.md#calls): eight fields, the browser's required checks,
 * insert then webhook; a thank-you card on success; on error the message above the button and
 * every value kept.
 */
import { memo, useRef } from 'react';
import { COMPANY_SIZE_OPTIONS, INDUSTRY_OPTIONS, JOB_TITLE_OPTIONS } from '../../../supabase/functions/_shared/lead-options.ts';
import { Button } from '../../components/Button.tsx';
import { trialLeadFromForm } from '../../browser/backend/submissions.ts';
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/field-limits.ts';
import { BotTrap, ConsentNote, EMAIL_INPUT, FormError, SelectField, SuccessCard, TextField } from './fields.tsx';
import { useSubmission } from './use-submission.ts';
import { TRIAL_DAYS } from '../../content/trial.ts';


export function TrialForm() {
  const submission = useRef<((lead: ReturnType<typeof trialLeadFromForm>) => ReturnType<ReturnType<typeof import('../../browser/backend/browser.ts')['newTrialSubmission']>>) | null>(null);
  const { status, message, contact, onSubmit, prefetch, startProof } = useSubmission((backend, data) => {
    submission.current ??= backend.newTrialSubmission();
    return submission.current(trialLeadFromForm(data));
  }, 'trial-webhook');

  if (status === 'success') {
    return (
      <SuccessCard title="Thank you: your free trial is on its way">
        <p>
          Your {TRIAL_DAYS}-day free trial includes all Business plan features. We have your details and will email your workspace access shortly.
        </p>
      </SuccessCard>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} onFocus={prefetch} onInput={startProof} className="grid gap-4 sm:grid-cols-2" data-form="trial" aria-label="Start your free trial">
      <TrialFields />
      <div className="grid gap-3 sm:col-span-2">
        <FormError message={message} contact={contact} />
        <Button type="submit" variant="gradient" size="lg" loading={status === 'submitting'}>
          Start Free Trial
        </Button>
        <ConsentNote />
      </div>
    </form>
  );
}

/** The fields, kept apart from the status so that a submit re-renders only the button and the message. */
const TrialFields = memo(function TrialFields() {
  return (
    <>
      <BotTrap />
      <TextField label="First name" name="first_name" autoComplete="given-name" maxLength={FIELD_LIMITS.personName} />
      <TextField label="Last name" name="last_name" autoComplete="family-name" maxLength={FIELD_LIMITS.personName} />
      <TextField label="Work email" name="email" type="email" autoComplete="email" className="sm:col-span-2" {...EMAIL_INPUT} />
      <TextField label="Company name" name="company_name" autoComplete="organization" maxLength={FIELD_LIMITS.companyName} />
      <SelectField label="Job title" name="job_title" options={JOB_TITLE_OPTIONS} />
      <SelectField label="Industry" name="industry" options={INDUSTRY_OPTIONS} />
      <SelectField label="Company size" name="company_size" options={COMPANY_SIZE_OPTIONS} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" optional className="sm:col-span-2" maxLength={FIELD_LIMITS.phone} />
    </>
  );
});
