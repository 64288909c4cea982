/** /privacy and /terms: a readable legal document with its last-updated date and an on-page contents list. */
import { PageHero } from '../components/Hero.tsx';
import { formatDate } from './resources/format-date.ts';
import { navHref } from '../render/paths.ts';
import { LAST_UPDATED_LABEL, type LegalDocument, type LegalSection } from '../content/legal.ts';

function SectionTable({ table }: { table: NonNullable<LegalSection['table']> }) {
  return (
    <section className="mt-5 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} aria-label={table.caption}>
      <table className="w-full min-w-[36rem] text-left text-sm leading-6">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-4 py-3 align-top font-medium text-slate-900">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-4 py-3 align-top">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHero hero={doc.hero}>
        <p className="text-sm text-slate-600" data-last-updated="">
          {LAST_UPDATED_LABEL}: <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated)}</time>
        </p>
      </PageHero>
      <div className="bg-white px-4 py-12 sm:px-6 sm:py-16" data-section="legal-document">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[14rem_1fr] lg:gap-16">
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <p className="text-sm font-semibold text-slate-900">On this page</p>
            <ol className="mt-3 grid gap-2 border-l border-slate-200 text-sm">
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-blue-700 hover:text-blue-700">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="min-w-0 max-w-3xl leading-7 text-slate-700">
            {doc.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 border-t border-slate-200 py-8 first:border-t-0 first:pt-0">
                <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight text-slate-900">
                  {section.heading}
                </h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph} className="mt-4 break-words">
                    {paragraph}
                  </p>
                ))}
                {section.bullets && (
                  <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-blue-700">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                )}
                {section.table && <SectionTable table={section.table} />}
                {section.link && (
                  <p className="mt-4">
                    <a href={navHref(section.link.path)} className="font-semibold text-blue-700 hover:text-blue-800">
                      {section.link.label}
                    </a>
                  </p>
                )}
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
