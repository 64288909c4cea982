/**
 * The schedule-demo form (docs/product-rules.md#forms, docs/product-rules.md#calls): name, work email, company and preferred
 * date/time required; phone and notes optional; the timezone prefilled from the browser.
 */
import { memo, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Button } from '../../components/Button.tsx';
import { demoRequestFromForm } from '../../browser/backend/submissions.ts';
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/field-limits.ts';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Icon } from '../../components/Icon.tsx';
import { cx } from '../../components/cx.ts';
import { BotTrap, CONTROL, ConsentNote, EMAIL_INPUT, FIELD_ADORNMENT, FIELD_HEIGHT, FormError, Label, SuccessCard, TextAreaField, TextField } from './fields.tsx';
import { useSubmission } from './use-submission.ts';
import { COMMON_TIME_ZONES, timeZoneLabel, visitorTimeZone } from './time-zone.ts';

export interface DemoRequestFormProps {
  /** Prefills the notes field (the journey page's booking form uses "Free consultation"). */
  notesDefault?: string;
  /** The form's heading (an h2 or h3 is chosen by `headingLevel`). */
  heading?: string;
  headingLevel?: 'h2' | 'h3';
  submitLabel?: string;
}

export function DemoRequestForm({ notesDefault, heading, headingLevel: Heading = 'h2', submitLabel = 'Schedule Demo' }: DemoRequestFormProps) {
  const { status, message, contact, onSubmit, prefetch, startProof } = useSubmission((backend, data) => backend.scheduleDemo(demoRequestFromForm(data)), 'schedule-demo');

  const preferredDate = useRef<HTMLInputElement>(null);
  // The server cannot know the visitor's clock: let the date picker refuse times already past
  // (the functions and the database do too). The zone is TimeZoneField's.
  useEffect(() => {
    if (preferredDate.current) preferredDate.current.min = localDateTimeNow();
  }, [status]);

  // The browser's own check scrolls the first empty required field to the page's scroll padding (html's 5rem, under the
  // sticky header), which left its label above it hidden under the header (design review F r51 pricing item 7: "Full name"
  // at 390). A control that fails the check keeps a label's height more above it: set as the check fires ('invalid' comes
  // before the browser scrolls to the field), not as a class, so no family's first-load stylesheet pays, and not at
  // hydration, which must leave the server's HTML as it is.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    const keepLabelInView = (event: Event) => ((event.target as HTMLElement).style.scrollMarginTop = '2.5rem');
    element?.addEventListener('invalid', keepLabelInView, true);
    return () => element?.removeEventListener('invalid', keepLabelInView, true);
  }, [status]);

  if (status === 'success') {
    return (
      <SuccessCard title="Thank you: your demo request is in">
        <p>We will confirm the time by email within one business day. Bring a document you would like to see analyzed.</p>
      </SuccessCard>
    );
  }

  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-demo-form-card="">
      {heading && <Heading className="text-xl font-semibold text-slate-900">{heading}</Heading>}
      <form ref={form} method="post" onSubmit={onSubmit} onFocus={prefetch} onInput={startProof} className="mt-4 grid gap-4 sm:grid-cols-2" data-form="demo" aria-label={heading ?? 'Schedule Demo'}>
        <DemoFields notesDefault={notesDefault} preferredDate={preferredDate} />
        <div className="grid gap-3 sm:col-span-2">
          <FormError message={message} contact={contact} />
          <Button type="submit" variant="gradient" size="lg" loading={status === 'submitting'}>
            {submitLabel}
          </Button>
          <ConsentNote />
        </div>
      </form>
    </div>
  );
}

/**
 * The fields, kept apart from the status so that a submit re-renders only the button and the
 * message, not every field (issue 11: the press that submits paints within 100 ms at 4x CPU).
 */
const DemoFields = memo(function DemoFields({ notesDefault, preferredDate }: { notesDefault?: string; preferredDate: RefObject<HTMLInputElement | null> }) {
  return (
    <>
      <BotTrap />
      <TextField label="Full name" name="name" autoComplete="name" maxLength={FIELD_LIMITS.fullName} />
      <TextField label="Work email" name="email" type="email" autoComplete="email" {...EMAIL_INPUT} />
      <TextField label="Company name" name="company" autoComplete="organization" maxLength={FIELD_LIMITS.companyName} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" optional maxLength={FIELD_LIMITS.phone} />
      {/* When: the date and the zone it is read in, side by side; the zone is said once, by the list
          (review: a hint line under the date repeated it). */}
      <DateTimeField preferredDate={preferredDate} />
      <TimeZoneField />
      <TextAreaField label="Notes" name="notes" optional maxLength={FIELD_LIMITS.notes} defaultValue={notesDefault} className="sm:col-span-2" placeholder="Documents you would like to see, systems to integrate, compliance needs" />
    </>
  );
});

/**
 * The native datetime-local input (keyboard entry, the browser's own calendar button, the phone's own
 * picker) at the other inputs' height, border, radius and type; the calendar button in the chevron's
 * grey (`date-field`, styles/main.css). Once the island runs and until the visitor first focuses it, a
 * hint in the placeholder grey stands in for the browser's empty "mm/dd/yyyy, --:-- --" (review A r7: it
 * read as unfinished; the segments are transparent meanwhile, in every browser); from the first focus
 * the segments show for good, so a half-typed date is never hidden. Set after hydration, not in the
 * page's HTML, so a field used before the script runs never types invisibly. The hint overlays the
 * input (absolute, at the input's own margin, height and padding): nothing moves when it goes. It is
 * not read out: the label names the field. Existing classes only: the forms' candidates ship to every
 * page with an island.
 */
function DateTimeField({ preferredDate }: { preferredDate: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const [hint, setHint] = useState(false);
  useEffect(() => setHint(document.activeElement !== preferredDate.current && !preferredDate.current?.value), [preferredDate]);
  // Focus or a value set without focus (a picker, a script): the segments show from then on.
  const hide = () => setHint(false);
  return (
    <div className="relative">
      <Label htmlFor={id} label="Preferred date and time" />
      {hint && (
        <span aria-hidden="true" className="pointer-events-none absolute mt-1.5 flex h-11 items-center px-3 text-base text-slate-500 sm:text-sm" data-date-hint="">
          Choose a date and time
        </span>
      )}
      <input id={id} name="preferredDate" type="datetime-local" required ref={preferredDate} onFocus={hide} onInput={hide} style={hint ? { color: 'transparent' } : undefined} className={cx(CONTROL, FIELD_HEIGHT, 'date-field')} />
    </div>
  );
}

/**
 * The time zone (docs/product-rules.md#form-fields: prefilled from the browser; posted as an IANA id such as
 * "America/Chicago"): a list of common zones, the browser's own added and chosen once the island
 * runs, unless the visitor has already picked one (labels never change on hydration, so a zone
 * already listed leaves the server's HTML as it was). The page's HTML selects UTC until then (so the
 * field always holds a zone and needs no `required`: the checker refuses it without a placeholder).
 * A native select (keyboard, the phone's own wheel) without the browser's chevron: the site's own.
 */
function TimeZoneField() {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const picked = useRef(false);
  const [visitor, setVisitor] = useState<string | null>(null);
  useEffect(() => setVisitor(visitorTimeZone()), []);
  useEffect(() => {
    if (visitor && select.current && !picked.current) select.current.value = visitor;
  }, [visitor]);
  const zones: readonly string[] = visitor && !(COMMON_TIME_ZONES as readonly string[]).includes(visitor) && visitor.length <= FIELD_LIMITS.timezone ? [visitor, ...COMMON_TIME_ZONES] : COMMON_TIME_ZONES;
  return (
    <div>
      <Label htmlFor={id} label="Time zone" />
      <div className="relative">
        <select id={id} name="timezone" ref={select} defaultValue="UTC" onChange={() => (picked.current = true)} className={cx(CONTROL, FIELD_HEIGHT, 'appearance-none pr-10')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </option>
          ))}
        </select>
        <Icon icon={ChevronDown} className={FIELD_ADORNMENT} />
      </div>
    </div>
  );
}

/** Now as a datetime-local value (YYYY-MM-DDTHH:MM) in the visitor's own zone. */
function localDateTimeNow(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
