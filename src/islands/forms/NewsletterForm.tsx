/**
 * The /trends newsletter box (docs/product-rules.md#calls): Subscribe inserts { email }; same states as the trial form.
 * One full-width band from lg (design review, round 6: the RSS row stood alone above a rule and the box was a
 * narrow centred island): the heading, its line and the feed links (server-only children) on the left, the
 * email field and its states on the right. On phones the form comes before the feed links (review B r7:
 * the RSS/Atom buttons stood between the line and the email field): three grid items, the form spanning
 * both rows of the right column from lg.
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { BotTrap, EMAIL_INPUT, FormError, SuccessCard } from './fields.tsx';
import { useSubmission } from './use-submission.ts';
import { serverHtml } from '../server-html.tsx';

export interface NewsletterFormProps {
  title: string;
  description: string;
  /** Static server HTML under the description (the feed links); never hydrated. */
  children?: ReactNode;
}

export function NewsletterForm({ title, description, children }: NewsletterFormProps) {
  const { status, message, result, onSubmit, prefetch } = useSubmission((backend, data) =>
    backend.subscribeNewsletter(String(data.get('email') ?? '').trim()),
  );
  return (
    <div className="cta-surface grid gap-6 rounded-2xl p-6 text-white sm:p-8 lg:grid-cols-2 lg:items-center lg:gap-x-12 lg:gap-y-5 lg:p-10" data-newsletter="">
      <div>
        <h2 className="text-2xl font-bold text-balance">{title}</h2>
        <p className="mt-2 text-pretty text-slate-300">{description}</p>
      </div>
      {status === 'success' ? (
        <div className="text-slate-900 lg:row-span-2">
          <SuccessCard title={result?.ok && result.alreadySubscribed ? 'You are already subscribed' : 'You are subscribed'}>
            <p>The next briefing will reach your inbox. Every email has a one-click unsubscribe link.</p>
          </SuccessCard>
        </div>
      ) : (
        <form method="post" onSubmit={onSubmit} onFocus={prefetch} className="grid gap-3 lg:row-span-2" data-form="newsletter" aria-label={title}>
          <BotTrap />
          {/* A visible label, not the placeholder alone (design review L r45). */}
          <label htmlFor="newsletter-email" className="text-sm font-semibold text-slate-200">
            Work email
          </label>
          <div className="-mt-1.5 flex flex-col gap-3 sm:flex-row">
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              {...EMAIL_INPUT}
              autoComplete="email"
              placeholder="you@company.com"
              className="min-h-12 min-w-0 flex-1 rounded-lg border border-white/20 bg-white px-3 py-2.5 text-base text-slate-900 field"
            />
            <Button type="submit" variant="primary" size="lg" loading={status === 'submitting'}>
              Subscribe
            </Button>
          </div>
          <div className="rounded-md bg-white px-3 empty:hidden [&:has([data-form-error]:empty)]:hidden">
            <FormError message={message} />
          </div>
        </form>
      )}
      <div className="lg:col-start-1" {...serverHtml(children)} />
    </div>
  );
}
