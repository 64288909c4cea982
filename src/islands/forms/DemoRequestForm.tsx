/**
 * The schedule-demo form (SPEC.md sections 3-5, 7, 8): name, work email, company and preferred
 * date/time required; phone and notes optional; the timezone prefilled from the browser.
 */
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button.tsx';
import { demoRequestFromForm } from '../../browser/backend/submissions.ts';
import { ConsentNote, FormError, SuccessCard, TextAreaField, TextField } from './fields.tsx';
import { useSubmission } from './use-submission.ts';

export interface DemoRequestFormProps {
  /** Prefills the notes field (the journey page's booking form uses "Free consultation"). */
  notesDefault?: string;
  /** The form's heading (an h2 or h3 is chosen by `headingLevel`). */
  heading?: string;
  headingLevel?: 'h2' | 'h3';
  submitLabel?: string;
}

export function DemoRequestForm({ notesDefault, heading, headingLevel: Heading = 'h2', submitLabel = 'Schedule Demo' }: DemoRequestFormProps) {
  const timezone = useRef<HTMLInputElement>(null);
  const { status, message, ready, onSubmit, prefetch } = useSubmission((backend, data) => backend.scheduleDemo(demoRequestFromForm(data)));

  // The server cannot know the visitor's zone; fill it once in the browser unless already typed.
  useEffect(() => {
    if (timezone.current && !timezone.current.value) timezone.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  }, [status]);

  if (status === 'success') {
    return (
      <SuccessCard title="Thank you: your demo request is in">
        <p>We will confirm the time by email within one business day. Bring a document you would like to see analysed.</p>
      </SuccessCard>
    );
  }

  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-demo-form-card="">
      {heading && <Heading className="text-xl font-semibold text-slate-900">{heading}</Heading>}
      <form onSubmit={onSubmit} onFocus={prefetch} className="mt-4 grid gap-4 sm:grid-cols-2" data-form="demo" aria-label={heading ?? 'Schedule a demo'}>
        <TextField label="Full name" name="name" autoComplete="name" />
        <TextField label="Work email" name="email" type="email" autoComplete="email" />
        <TextField label="Company name" name="company" autoComplete="organization" />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" optional />
        <TextField label="Preferred date and time" name="preferredDate" type="datetime-local" />
        <TextField label="Time zone" name="timezone" ref={timezone} autoComplete="off" spellCheck={false} />
        <TextAreaField label="Notes" name="notes" optional defaultValue={notesDefault} className="sm:col-span-2" placeholder="Documents you would like to see, systems to integrate, compliance needs" />
        <div className="grid gap-3 sm:col-span-2">
          <FormError message={message} />
          <Button type="submit" variant="gradient" size="lg" loading={status === 'submitting'} disabled={!ready}>
            {submitLabel}
          </Button>
          <ConsentNote />
        </div>
      </form>
    </div>
  );
}
