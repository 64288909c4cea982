/**
 * Form fields with visible labels, the browser's own checks (required as docs/product-rules.md#form-fields has
 * it, plus the lengths and e-mail rule the backend enforces, so the page catches them first) and
 * uncontrolled inputs: the DOM holds what the visitor typed, so neither hydration nor a failed
 * submit can wipe it.
 */
import type { FallbackContact } from './fallback-contact.ts';
import { useId, type ComponentPropsWithRef, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { navHref } from '../../render/paths.ts';
import { EMAIL_INPUT_PATTERN, FIELD_LIMITS } from '../../../supabase/functions/_shared/field-limits.ts';
import { HONEYPOT_FIELD } from './bot-checks.ts';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Icon } from '../../components/Icon.tsx';
import { cx } from '../../components/cx.ts';

/** An icon inside a 44 px control's right edge (a list's chevron), centred on it: (44 - 16) / 2 = 14 px from its foot. */
export const FIELD_ADORNMENT = 'pointer-events-none absolute right-3 bottom-3.5 size-4 text-slate-500';

export const CONTROL =
  'mt-1.5 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm field focus:border-blue-700 focus:outline-2 focus:outline-blue-700/30 sm:text-sm';

/** One height for every single-line control (text, date and time, list), whatever the browser's own. */
export const FIELD_HEIGHT = 'h-11';

export function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {optional && <span className="font-normal text-slate-600"> (optional)</span>}
    </label>
  );
}

type Common = { label: string; name: string; optional?: boolean; className?: string };

export function TextField({ label, name, optional, className, type = 'text', ...input }: Common & Omit<ComponentPropsWithRef<'input'>, 'name'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optional={optional} />
      <input id={id} name={name} type={type} required={!optional} className={cx(CONTROL, FIELD_HEIGHT)} {...input} />
    </div>
  );
}

export function SelectField({ label, name, options, optional, className, ...select }: Common & { options: readonly string[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optional={optional} />
      {/* A native select (keyboard, the phone's own wheel) with the site's chevron, not the browser's. */}
      <div className="relative">
        <select id={id} name={name} required={!optional} defaultValue="" className={cx(CONTROL, FIELD_HEIGHT, 'appearance-none pr-10')} {...select}>
          <option value="" disabled>
            Select…
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Icon icon={ChevronDown} className={FIELD_ADORNMENT} />
      </div>
    </div>
  );
}

export function TextAreaField({ label, name, optional, className, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optional={optional} />
      <textarea id={id} name={name} required={!optional} rows={3} className={cx(CONTROL, 'resize-y')} {...area} />
    </div>
  );
}

/**
 * Attributes of every work-email input: the browser's own type=email check accepts `a@b`,
 * so the pattern adds the rule the functions and the database apply (field-limits.ts).
 */
export const EMAIL_INPUT = {
  maxLength: FIELD_LIMITS.email,
  pattern: EMAIL_INPUT_PATTERN,
  title: 'An email address such as name@company.com',
} as const;

/**
 * The honeypot of bot-checks.ts: off-screen and out of the tab order, so people never fill
 * it; hidden from assistive technology; autocomplete off so browsers leave it empty too.
 */
export function BotTrap() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      {/* `field`: the form-control reset (main.css), so the trap keeps the 24 px line box it had. */}
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" className="field" />
    </div>
  );
}

/**
 * Messages appear in red above the submit button (docs/product-rules.md#error-messages), the catalogue's words
 * unchanged; after a request that failed, a second line offers the sales contact, so a visitor whose submit will not go
 * through still has a way to reach us (trust review TR r52 §0.1).
 */
export function FormError({ message, contact }: { message: string | null; contact?: FallbackContact | null }) {
  return (
    <div role="alert" className="min-h-0 text-sm font-medium text-red-700" data-form-error="">
      {message}
      {message && contact && (
        <span className="block font-normal text-slate-700" data-fallback-contact="">
          {'If it keeps failing, write to '}
          <a className="underline" href={contact.emailHref}>
            {contact.email}
          </a>
          {' or call '}
          <a className="whitespace-nowrap underline" href={contact.phoneHref}>
            {contact.phone}
          </a>
          .
        </span>
      )}
    </div>
  );
}

/** The privacy notice both forms carry (the forms collect personal data: docs/product-rules.md#privacy-and-terms). */
export function ConsentNote({ children }: { children?: ReactNode }) {
  // Each link is a 24 px tall target (inline-block with 4 px above and below the 16 px line), as the
  // standalone links are: in a 12 px note a visitor otherwise aims at a 15 px strip.
  return (
    // Balanced: "Terms of Service." never ends the note alone on its line (design review M r45). Pretty did not keep it
    // company at 1280 on /demo (design review A r48 item 8): the link is an inline-block, one unit that pretty lets stand
    // alone; balance evens the two lines.
    <p className="text-xs text-balance text-slate-600">
      {children ?? 'We use these details only to respond to your request.'} See our{' '}
      <a href={navHref('/privacy')} className="inline-block py-1 font-medium text-blue-700 underline">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a href={navHref('/terms')} className="inline-block py-1 font-medium text-blue-700 underline">
        Terms of Service
      </a>
      .
    </p>
  );
}

/** A success card replacing the form (docs/product-rules.md#form-states); it takes focus so the change is announced. */
export function SuccessCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950"
      role="status"
      tabIndex={-1}
      ref={(el) => el?.focus()}
      data-form-success=""
    >
      <p className="text-lg font-semibold">{title}</p>
      <div className="mt-2 text-sm">{children}</div>
    </div>
  );
}
