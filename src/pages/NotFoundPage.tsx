/**
 * The 404 page: the message and a link home, with the main sections beside it (where a product
 * page shows its visual), then the industry pages and a way to reach sales: a way on without a
 * search box. The layout supplies the navigation.
 */
import type { LucideIcon } from 'lucide-react';
import House from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { ButtonLink } from '../components/Button.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
import { salesMailto } from '../content/contact.ts';
import { NOT_FOUND_HERO, NOT_FOUND_HOME, NOT_FOUND_INDUSTRIES, NOT_FOUND_SECTIONS, NOT_FOUND_SECTIONS_TITLE, NOT_FOUND_TALK } from '../content/not-found.ts';
import { navHref } from '../render/paths.ts';
import { CONTACT } from '../site.ts';

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
          <div className="lg:col-span-2">
            <h2 id="industries-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {NOT_FOUND_INDUSTRIES.title}
            </h2>
            <p className="mt-2 text-slate-600">{NOT_FOUND_INDUSTRIES.intro}</p>
            <ul className="mt-6 flex flex-wrap gap-2" data-industry-links="">
              {industries.map((industry) => (
                <li key={industry.path}>
                  <a
                    href={navHref(industry.path)}
                    className="inline-flex items-center gap-2 rounded-full border border-slate-200 px-4 py-2 text-sm font-medium text-slate-700 hover:border-blue-300 hover:text-blue-700"
                  >
                    <Icon icon={industry.icon} className="size-4 text-blue-700" />
                    {industry.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="self-start rounded-card border border-slate-200 bg-slate-50 p-6" data-section="talk">
            <h2 className="text-lg font-semibold text-slate-900">{NOT_FOUND_TALK.title}</h2>
            <p className="mt-2 text-sm leading-6 text-slate-600">{NOT_FOUND_TALK.description}</p>
            <ul className="mt-5 space-y-2 text-sm font-medium text-slate-900">
              <li>
                <a href={salesMailto(NOT_FOUND_TALK.subject)} className="inline-flex items-center gap-3 py-0.5 hover:text-blue-700">
                  <Icon icon={Mail} className="size-4 text-blue-700" />
                  {CONTACT.email}
                </a>
              </li>
              <li>
                <a href={CONTACT.phoneHref} className="inline-flex items-center gap-3 py-0.5 whitespace-nowrap hover:text-blue-700">
                  <Icon icon={Phone} className="size-4 text-blue-700" />
                  {CONTACT.phone}
                </a>
              </li>
            </ul>
            <ButtonLink href={navHref(NOT_FOUND_TALK.demo.path)} variant="secondary" className="mt-6 w-full">
              {NOT_FOUND_TALK.demo.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
