/**
 * Questions and answers as native disclosure widgets: readable without JavaScript, one h3 per question. On its column's
 * left edge, the 48rem measure the frameworks band above keeps too (design review I r43: centred in the split section's
 * wider column, it started 16 px right of the band's text and ended 16 px short of the page's edge).
 */
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { FaqEntry } from '../../content/pricing.ts';
import { Icon } from '../../components/Icon.tsx';

export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    // The split section's content column's full width, to the page grid's edge (design review L r45: a 48rem cap ended
    // the list 32 px short of every other section's right edge at 1280 px).
    <div className="divide-y divide-slate-200 border-y border-slate-200" data-faq="">
      {entries.map((entry) => (
        <details key={entry.question} className="group py-5" data-faq-item="">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 text-left">
            <h3 className="text-base font-semibold text-slate-900">{entry.question}</h3>
            <Icon icon={ChevronDown} className="mt-0.5 size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
          </summary>
          <p className="mt-3 pr-9 leading-7 text-slate-600">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
