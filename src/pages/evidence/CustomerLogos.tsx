/**
 * The logos of customers who allowed the business to name them: under the home hero (all of them)
 * and on an industry page (that industry's). Nothing at all when there are none.
 */
import type { CustomerEntry } from '../../content/evidence.ts';
import { EVIDENCE } from '../../content/evidence.ts';
import { caseStudyPath, CUSTOMERS_PATH } from '../../content/evidence-paths.ts';
import { CUSTOMER_LOGOS_COPY as COPY } from '../../content/evidence-copy.ts';
import { navHref } from '../../render/paths.ts';
import { Image } from '../../components/Image.tsx';

/** One logo at a fixed box (no layout shift as it loads), linked to the customer's case study when there is one. */
export function CustomerLogo({ customer }: { customer: CustomerEntry }) {
  const study = EVIDENCE.caseStudies.find((s) => s.customer === customer.slug);
  // Below the hero: lazy. Shown 10rem wide (w-40).
  const image = <Image {...customer.logo} alt={customer.name} sizes="10rem" pictureClassName="block" className="h-12 w-40 object-contain" />;
  return study ? (
    <a href={navHref(caseStudyPath(study.slug))} className="block rounded-md p-1 opacity-80 transition hover:opacity-100 focus-visible:opacity-100">
      {image}
    </a>
  ) : (
    <span className="block p-1 opacity-80">{image}</span>
  );
}

/** `linkToStudies`: a line to /customers under the logos (not on /customers itself). */
export function CustomerLogos({ customers, title, id = 'customer-logos', linkToStudies = true }: { customers: CustomerEntry[]; title: string; id?: string; linkToStudies?: boolean }) {
  if (!customers.length) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-slate-200 bg-white py-10 sm:py-12" data-section="customer-logos">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {title}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-3 sm:gap-x-12">
          {customers.map((customer) => (
            <li key={customer.slug}>
              <CustomerLogo customer={customer} />
            </li>
          ))}
        </ul>
        {linkToStudies && EVIDENCE.caseStudies.length > 0 && (
          <p className="mt-6 text-center text-sm">
            <a href={navHref(CUSTOMERS_PATH)} className="font-semibold text-blue-700 hover:text-blue-800">
              {COPY.caseStudiesLink} <span aria-hidden="true">→</span>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
