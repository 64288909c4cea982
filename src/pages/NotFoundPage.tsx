/**
 * The 404 page: the message and a link home, with the main sections beside it (where a product
 * page shows its visual), then the industry pages and a way to reach sales: a way on without a
 * search box. The layout supplies the navigation.
 */
import type { LucideIcon } from 'lucide-react';
import House from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { ButtonLink } from '../components/Button.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
import { salesMailto } from '../content/contact.ts';
import { NOT_FOUND_HERO, NOT_FOUND_HOME, NOT_FOUND_INDUSTRIES, NOT_FOUND_SECTIONS, NOT_FOUND_SECTIONS_TITLE, NOT_FOUND_TALK } from '../content/not-found.ts';
import { navHref } from '../render/paths.ts';

export interface NotFoundLink {
  label: string;
  path: string;
  icon: LucideIcon;
}

/** The main sections as a card of links, in the hero's visual slot. */
function MainSections() {
  return (
    <nav aria-labelledby="sections-heading" className="rounded-card border border-slate-200 bg-white shadow-card" data-section="main-sections">
      <h2 id="sections-heading" className="flex items-center gap-2 border-b border-slate-200 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
        <span className="size-2 rounded-full bg-blue-700" aria-hidden="true" />
        {NOT_FOUND_SECTIONS_TITLE}
      </h2>
      <ul className="grid gap-1 p-2 sm:grid-cols-2">
        {NOT_FOUND_SECTIONS.map((section) => (
          <li key={section.path}>
            <a href={navHref(section.path)} className="group flex h-full gap-3 rounded-lg p-3 hover:bg-slate-50">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                <Icon icon={section.icon} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 group-hover:text-blue-700">{section.label}</span>
                <span className="mt-0.5 block text-xs leading-5 text-slate-600">{section.description}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function NotFoundPage({ industries }: { industries: NotFoundLink[] }) {
  return (
    <>
      <PageHero hero={NOT_FOUND_HERO} visual={<MainSections />}>
        <ButtonLink href={navHref(NOT_FOUND_HOME.path)} size="lg" className="w-full sm:w-auto" data-home-link="">
          <Icon icon={House} className="size-5" />
          {NOT_FOUND_HOME.label}
        </ButtonLink>
      </PageHero>
      <section aria-labelledby="industries-heading" className="bg-white py-16 sm:py-20" data-section="industries">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:gap-16">
          {/* The sixteen industries: closed on phones and tablets (the footer right below lists them too), open
              from lg (pure CSS), where they sit in even rows of four, no chip left alone on a row. */}
          <details className="group details-open-lg lg:col-span-2">
            <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-start gap-x-4 rounded-card border border-slate-200 p-5 lg:block lg:cursor-default lg:border-0 lg:p-0">
              <h2 id="industries-heading" className="col-start-1 row-start-1 text-2xl font-bold tracking-tight text-slate-900">
                {NOT_FOUND_INDUSTRIES.title}
              </h2>
              <span className="col-start-1 row-start-2 mt-2 block text-slate-600">{NOT_FOUND_INDUSTRIES.intro}</span>
              <Icon icon={ChevronDown} className="col-start-2 row-span-2 row-start-1 mt-1.5 size-5 shrink-0 text-slate-500 transition group-open:rotate-180 lg:hidden" />
            </summary>
            <ul className="mt-6 grid auto-rows-fr grid-cols-2 gap-2 lg:grid-cols-4" data-industry-links="">
              {industries.map((industry) => (
                <li key={industry.path}>
                  <a
                    href={navHref(industry.path)}
                    className="flex h-full min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-700 hover:border-blue-300 hover:text-blue-700"
                  >
                    <Icon icon={industry.icon} className="size-4 shrink-0 text-blue-700" />
                    {industry.label}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          {/* Not the footer's contact block again: a question goes to sales by email, subject prefilled, or to a demo. */}
          <div className="self-start rounded-card border border-slate-200 bg-slate-50 p-6" data-section="talk">
            <h2 className="text-lg font-semibold text-slate-900">{NOT_FOUND_TALK.title}</h2>
            <p className="mt-2 text-sm leading-6 text-slate-600">{NOT_FOUND_TALK.description}</p>
            <div className="mt-6 grid gap-3">
              <ButtonLink href={navHref(NOT_FOUND_TALK.demo.path)} className="w-full">
                {NOT_FOUND_TALK.demo.label}
              </ButtonLink>
              <ButtonLink href={salesMailto(NOT_FOUND_TALK.subject)} variant="secondary" className="w-full">
                <Icon icon={Mail} className="size-4" />
                {NOT_FOUND_TALK.emailLabel}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
