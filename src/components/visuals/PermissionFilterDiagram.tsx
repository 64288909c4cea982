/**
 * Retrieval that respects permissions, as an access matrix from its data (/technology/rag): a row per
 * passage in the index (its source, title and who may read it), a column per person asking, and in each
 * cell whether that person's answer can draw on the passage (a check) or the passage is filtered out
 * (a cross). Review A round 4: the earlier drawing joined passages to people with six curves that
 * crossed in a ~45 px gutter, tiny at 390 px; a table reads at every width, its labels at 14 px and
 * up, and is accessible as a table (the same pattern as the access-control hero card's roles matrix).
 * Server-rendered, no script; the caption says it is a sample.
 */
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import type { PermissionFilterData } from '../../content/visuals.ts';
import { Icon } from '../Icon.tsx';

const MARK = 'inline-flex size-8 items-center justify-center rounded-full text-white';

export function PermissionFilterDiagram({ data }: { data: PermissionFilterData }) {
  return (
    <figure className="mt-6 rounded-card border border-slate-200 bg-slate-50 p-4 sm:p-6" data-permission-diagram="">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">{data.title}</caption>
        <thead>
          {/* The people's cells top-aligned, each name in a two-line box with the name at its foot: at 390 px
              "Finance lead" takes two lines and "Analyst" one, and the names and their access lines still
              share baselines (review A r6: bottom-aligned whole cells put "Analyst" beside "All staff,"). */}
          <tr className="align-top">
            <th scope="col" className="w-[46%] pr-3 pb-3 align-bottom text-sm font-semibold text-slate-600">
              {data.passagesLabel}
            </th>
            {data.askers.map((asker) => (
              <th key={asker.role} scope="col" className="px-1 pb-3 text-center text-sm font-semibold text-slate-900 sm:text-base">
                <span className="flex min-h-10 items-end justify-center sm:min-h-0">{asker.role}</span>
                {/* What each person may read, from sm: at 390 px "All staff, Finance" wrapped the header to four
                    lines (review A r8), and the rows' audiences and the caption already say it there. */}
                <span className="block text-sm font-normal text-slate-600 max-sm:hidden">{asker.access.join(', ')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.passages.map((passage) => (
            <tr key={passage.source} className="border-t border-slate-200">
              <th scope="row" className="py-3 pr-3 text-sm font-semibold text-slate-900 sm:text-base">
                {/* The section number in the row's sans with tabular figures (design review Q r53 item 6: "§4.1" in monospace
                    beside "Hotel limits" in sans read as a bug). */}
                <span className="tabular-nums">{passage.source}</span> {passage.title}
                <span className="block text-sm font-normal text-slate-600">{passage.audience}</span>
              </th>
              {data.askers.map((asker) => {
                const allowed = asker.access.includes(passage.audience);
                return (
                  <td key={asker.role} className="py-3 text-center" data-access={allowed ? 'allowed' : 'blocked'}>
                    {/* One mark, a solid disc, its colour and glyph the difference (design review G r51 item 8: solid blue
                        ticks beside an outlined red cross read as two icon sets). */}
                    <span className={`${MARK} ${allowed ? 'bg-blue-700' : 'bg-red-700'}`}>
                      <Icon icon={allowed ? Check : X} className="size-4" strokeWidth={3} label={allowed ? data.allowedLabel : data.blockedLabel} />
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-4 text-sm leading-6 text-pretty text-slate-600">{data.caption}</figcaption>
    </figure>
  );
}
