/**
 * The 404 page: the message and a link home with a way to reach sales beside them, under both a few industry pages (and
 * a link to all of them), then the main sections: a way on without a search box. The layout supplies the navigation,
 * and the footer every industry page.
 */
import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import House from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import { ButtonLink } from '../components/Button.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
import { ChipLink } from '../components/ChipLink.tsx';
import { IconTileLink } from '../components/IconTileLink.tsx';
import { CARD_HEADER } from '../components/card-header.ts';
import { salesMailto } from '../content/contact.ts';
import { NOT_FOUND_HERO, NOT_FOUND_HOME, NOT_FOUND_INDUSTRIES, NOT_FOUND_SECTIONS, NOT_FOUND_SECTIONS_TITLE, NOT_FOUND_TALK } from '../content/not-found.ts';
import { navHref } from '../render/paths.ts';

export interface NotFoundLink {
  label: string;
  path: string;
  icon: LucideIcon;
}

/**
 * A few industry pages as chips, then a link to the home page's grid of all of them. Not every page: the
 * footer lists them all on this same screen (design review r6: sixteen chips, ~560 px at 390, said twice).
 * A chip is as wide as its name and never wraps inside; the chips wrap instead.
 */
function IndustryFinder({ links }: { links: NotFoundLink[] }) {
  return (
    <nav aria-labelledby="industries-heading" className="rounded-card border border-slate-200 bg-white shadow-card" data-section="industries">
      {/* The site's card header (the company pages' asides, "Key figures"): no dot of its own (review B r10). */}
      <h2 id="industries-heading" className={CARD_HEADER}>
        {NOT_FOUND_INDUSTRIES.title}
      </h2>
      <div className="grid gap-5 p-5 sm:p-6" data-industry-links="">
        <p className="text-sm leading-6 text-slate-600">{NOT_FOUND_INDUSTRIES.intro}</p>
        {/* The link to all of them at the end of the chips' row where it fits (review B r9: alone under the chips it left
            the right ~430 px of the card blank at 1280); on phones it wraps under them. */}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <ul className="flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.path}>
                <ChipLink href={navHref(link.path)} icon={link.icon} className="whitespace-nowrap">
                  {link.label}
                </ChipLink>
              </li>
            ))}
          </ul>
          <a href={NOT_FOUND_INDUSTRIES.all.href} className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800" data-all-industries="">
            {NOT_FOUND_INDUSTRIES.all.label}
            <Icon icon={ArrowRight} className="size-4" />
          </a>
        </div>
      </div>
    </nav>
  );
}

/** Not the footer's contact block again: a question goes to sales by email, subject prefilled, or to a demo. */
function Talk() {
  return (
    <div className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 sm:p-6" data-section="talk">
      <h2 className="text-lg font-semibold text-slate-900">{NOT_FOUND_TALK.title}</h2>
      {/* The body size, not 14 px beside the hero's 18 px lede (review B r10). */}
      <p className="mt-2 leading-7 text-pretty text-slate-600">{NOT_FOUND_TALK.description}</p>
      {/* Schedule Demo first but outlined, so Home is the hero's one primary action (review B r9: two solid buttons
          competed). From lg the card spans the H1 to the Home button (PageHero's visualFromTitle) and these sit at its
          foot, level with Home; the copy fills the card, so no blank band opens (review B r8). On phones side by side at
          half width, not two more full-width rows under Home (review B r10); 12 px sides there, so "Schedule Demo" keeps
          one line down to 360 px phones. */}
      <div className="mt-auto grid grid-cols-2 gap-3 pt-5 sm:flex">
        <ButtonLink href={navHref(NOT_FOUND_TALK.demo.path)} variant="secondary" className="max-sm:px-3">
          {NOT_FOUND_TALK.demo.label}
        </ButtonLink>
        <ButtonLink href={salesMailto(NOT_FOUND_TALK.subject)} variant="secondary" className="max-sm:px-3">
          <Icon icon={Mail} className="size-4" />
          {NOT_FOUND_TALK.emailLabel}
        </ButtonLink>
      </div>
    </div>
  );
}

export function NotFoundPage({ industries }: { industries: NotFoundLink[] }) {
  return (
    <>
      {/* The way to reach sales beside the copy, so the hero's right half is not blank (review B r8); the industry
          chips across the hero under both, in one row (r7: two cards beside the copy floated at different widths,
          tops and bottoms; r8: side by side, the shorter talk card stretched to a blank band; r9: centred, it aligned with
          nothing on the left, so it starts level with the eyebrow). */}
      <PageHero hero={NOT_FOUND_HERO} visual={<Talk />} visualFromTitle balanceDescription below={<IndustryFinder links={industries} />}>
        <ButtonLink href={navHref(NOT_FOUND_HOME.path)} size="lg" className="w-full sm:w-auto" data-home-link="">
          <Icon icon={House} className="size-5" />
          {NOT_FOUND_HOME.label}
        </ButtonLink>
      </PageHero>
      {/* The main sections in an even grid: three to a row from lg, two below, none left alone on a row. On phones two
          compact name tiles a row, the icon over the name (review B r10: six full-width name-only rows, a long list of
          large targets); beside it, "Technology" outgrew a 360 px phone's half-width tile. */}
      <nav aria-labelledby="sections-heading" className="bg-white py-16 sm:py-20" data-section="main-sections">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="sections-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {NOT_FOUND_SECTIONS_TITLE}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
            {NOT_FOUND_SECTIONS.map((section) => (
              <li key={section.path}>
                <IconTileLink href={navHref(section.path)} icon={section.icon} label={section.label} description={section.description} />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
