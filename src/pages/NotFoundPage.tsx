/** The 404 page: a short list of the main sections and a link home (the layout supplies the navigation). */
import ArrowRight from 'lucide-react/icons/arrow-right';
import House from 'lucide-react/icons/house';
import { PageHero } from '../components/Hero.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { navHref } from '../render/paths.ts';
import { NOT_FOUND_HERO, NOT_FOUND_HOME, NOT_FOUND_SECTIONS, NOT_FOUND_SECTIONS_TITLE } from '../content/not-found.ts';

export function NotFoundPage() {
  return (
    <>
      <PageHero hero={NOT_FOUND_HERO}>
        <ButtonLink href={navHref(NOT_FOUND_HOME.path)} size="lg" data-home-link="">
          <Icon icon={House} className="size-5" />
          {NOT_FOUND_HOME.label}
        </ButtonLink>
      </PageHero>
      <section aria-labelledby="sections-heading" className="bg-white py-16 sm:py-20" data-section="main-sections">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="sections-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {NOT_FOUND_SECTIONS_TITLE}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {NOT_FOUND_SECTIONS.map((section) => (
              <li key={section.path}>
                <a href={navHref(section.path)} className="group flex h-full items-start justify-between gap-4 rounded-card border border-slate-200 p-5 hover:border-blue-300 hover:bg-slate-50">
                  <span>
                    <span className="block font-semibold text-slate-900 group-hover:text-blue-700">{section.label}</span>
                    <span className="mt-1 block text-sm text-slate-600">{section.description}</span>
                  </span>
                  <Icon icon={ArrowRight} className="mt-0.5 size-5 shrink-0 text-blue-700" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
