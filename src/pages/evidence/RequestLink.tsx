/**
 * A request by email, its subject filled in: to the security address (the report, the documents on request, the
 * subprocessor change notices) unless `to` names another (the demo's reference request goes to sales).
 */
import Mail from 'lucide-react/icons/mail';
import { Icon } from '../../components/Icon.tsx';
import { CONTACT } from '../../site.ts';

/** `data`: a marker attribute for the place that uses it (e.g. /customers' `data-reference-offer`). */
export function RequestLink({ subject, label, to = CONTACT.securityEmail, data }: { subject: string; label: string; to?: string; data?: `data-${string}` }) {
  return (
    <a href={`mailto:${to}?subject=${encodeURIComponent(subject)}`} className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-blue-700 hover:text-blue-800" {...(data && { [data]: '' })}>
      {label}
      <Icon icon={Mail} className="size-4" />
    </a>
  );
}
