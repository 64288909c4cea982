/**
 * The subprocessors on /security (content/assurance/, one file each): a table from 640 px; below, each row stacks
 * (name, purpose, location) instead of scrolling sideways. With the business's subprocessor-list entry, the list's
 * date in the caption and, when it says how a change is announced, that and a request for the notices at the foot
 * (review C r8: a reader could not tell whether the list was current, nor how to follow it). Without it, neither.
 */
import type { AssuranceEntry } from '../../content/evidence.ts';
import { ASSURANCE_COPY } from '../../content/evidence-copy.ts';
import { formatDate } from '../../components/format-date.ts';
import { SUBPROCESSORS_ID } from '../../content/compliance.ts';
import { RequestLink } from './RequestLink.tsx';


const COPY = ASSURANCE_COPY.subprocessors;

/** An entry as the collection holds it, without what the table does not read (so a test can pass plain objects). */
type Entry<K extends AssuranceEntry['kind']> = Omit<Extract<AssuranceEntry, { kind: K }>, 'body' | 'draft' | 'kind'>;

export function Subprocessors({ subprocessors, list }: { subprocessors: Entry<'subprocessor'>[]; list?: Entry<'subprocessor-list'> }) {
  if (!subprocessors.length) return null;
  return (
    <div id={SUBPROCESSORS_ID} className="scroll-mt-24 rounded-card border border-slate-200 bg-white" data-assurance="subprocessors">
      <table className="w-full text-left text-sm">
        <caption className="px-6 pt-5 pb-3 text-left">
          <span className="block text-lg font-semibold text-slate-900">{COPY.heading}</span>
          <span className="block text-slate-600">
            {COPY.caption}
            {list && (
              <span data-subprocessors-updated="">
                {` · ${COPY.updated} `}
                <time dateTime={list.updated}>{formatDate(list.updated)}</time>
              </span>
            )}
          </span>
        </caption>
        <thead className="hidden border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-6 py-3 font-semibold">{COPY.name}</th>
            <th scope="col" className="px-6 py-3 font-semibold">{COPY.purpose}</th>
            <th scope="col" className="px-6 py-3 font-semibold">{COPY.location}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 border-t border-slate-200 sm:border-t-0">
          {subprocessors.map((sub) => (
            <tr key={sub.slug} className="grid gap-1 px-6 py-4 sm:table-row sm:p-0">
              <th scope="row" className="block font-semibold text-slate-900 sm:table-cell sm:px-6 sm:py-3">{sub.name}</th>
              <td className="block text-slate-700 sm:table-cell sm:px-6 sm:py-3">{sub.purpose}</td>
              <td className="block text-slate-600 sm:table-cell sm:px-6 sm:py-3 sm:text-slate-700">
                <span className="sm:hidden">{`${COPY.location}: `}</span>
                {sub.location}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list?.changeNotice && (
        // How a change reaches a customer, and the request for it: the card's foot, as the documents' request ends theirs.
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-200 px-6 py-4 text-sm text-slate-700" data-subprocessor-notices="">
          <span>{list.changeNotice}</span>
          <RequestLink subject={COPY.noticesSubject} label={COPY.notices} />
        </p>
      )}
    </div>
  );
}
