/** The /trends newsletter box (docs/product-rules.md#calls): Subscribe inserts { email }; same states as the trial form. */
import { Button } from '../../components/Button.tsx';
import { BotTrap, EMAIL_INPUT, FormError, SuccessCard } from './fields.tsx';
import { useSubmission } from './use-submission.ts';

export interface NewsletterFormProps {
  title: string;
  description: string;
}

export function NewsletterForm({ title, description }: NewsletterFormProps) {
  const { status, message, result, onSubmit, prefetch } = useSubmission((backend, data) =>
    backend.subscribeNewsletter(String(data.get('email') ?? '').trim()),
  );
  return (
    <div className="rounded-2xl bg-slate-900 p-8 text-white" data-newsletter="">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-2 text-slate-300">{description}</p>
      {status === 'success' ? (
        <div className="mt-6 text-slate-900">
          <SuccessCard title={result?.ok && result.alreadySubscribed ? 'You are already subscribed' : 'You are subscribed'}>
            <p>The next briefing will reach your inbox. Every email has a one-click unsubscribe link.</p>
          </SuccessCard>
        </div>
      ) : (
        <form method="post" onSubmit={onSubmit} onFocus={prefetch} className="mt-6 grid gap-3" data-form="newsletter" aria-label={title}>
          <BotTrap />
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              Work email
            </label>
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
    </div>
  );
}
