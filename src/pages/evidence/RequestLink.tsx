/** A request to the security address, its subject filled in: the report, the documents on request, the subprocessor change notices. */
import Mail from 'lucide-react/icons/mail';
import { Icon } from '../../components/Icon.tsx';
import { CONTACT } from '../../site.ts';

export function RequestLink({ subject, label }: { subject: string; label: string }) {
  return (
    <a href={`mailto:${CONTACT.securityEmail}?subject=${encodeURIComponent(subject)}`} className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-blue-700 hover:text-blue-800">
      {label}
      <Icon icon={Mail} className="size-4" />
    </a>
  );
}
