/**
 * The shared footer (docs/product-rules.md#footer): address, sales email, phone, solution, company and
 * legal links; the business's profiles and legal entity once content/identity.yaml names them.
 */
import type { NavigationModel, NavLink } from '../content/navigation.ts';
import { navHref } from '../render/paths.ts';
import { Fragment } from 'react';
import { BRAND, CONTACT, CONTACT_ADDRESS_LINES, COPYRIGHT_YEAR, IDENTITY } from '../site.ts';
import { cx } from './cx.ts';
import { Logo } from './Logo.tsx';

/** A profile's name as visitors know the site it is on: LinkedIn, GitHub..., or its host. */
const PROFILE_SITES: Record<string, string> = { 'linkedin.com': 'LinkedIn', 'github.com': 'GitHub', 'x.com': 'X', 'twitter.com': 'X', 'youtube.com': 'YouTube', 'mastodon.social': 'Mastodon' };
function profileName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return PROFILE_SITES[host] ?? host;
}

/**
 * A group of footer links, folded on phones (`.sm-fold`: a native <details>, closed under sm, open from sm, its links
 * in the HTML at every width). Every group alike (reviews A r22, B r24-r31: Industries alone folded while the others
 * stood open read as inconsistent); folded, the phone footer is its groups' headings, two a row.
 */
function LinkColumn({ heading, links, className, listClassName }: { heading: string; links: NavLink[]; className?: string; listClassName?: string }) {
  // Each heading a 28 px row: the summary is a tap target (24 px at least).
  const title = <h2 className="py-1 text-sm font-semibold text-slate-900">{heading}</h2>;
  const list = (
    // Link styles live on the list (`.footer-links` in main.css): once per page, not per link. Each
    // link is a 36 px row (a comfortable tap on phones), a block, so a one-column list needs no grid;
    // its own padding spaces the list from the heading.
    <ul className={cx('footer-links', listClassName)}>
      {links.map((link) => (
        <li key={link.path}>
          <a href={navHref(link.path)}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
  return (
    // Its summary a row of heading and chevron (`.sm-fold` in main.css), the heading on the others' left edge.
    // Utilities the stylesheets already carry rather than a rule of its own: 7 B less on the first load.
    <details className={cx('sm-fold', className)}>
      <summary className="flex items-center">{title}</summary>
      {list}
    </details>
  );
}

export function Footer({ nav }: { nav: NavigationModel }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      {/* The groups folded on phones, one a row, and the legal links in the bottom bar, so the footer stays
          compact at 390 px; from sm Solutions beside Company, Teams beside Resources. From lg one row
          of six tracks: brand | Industries (two sub-columns) | Solutions | Company | Teams over Resources.
          Everything but Teams and Resources spans both rows, so those two stack in the last track on their
          own (design review r6: a 2x2 block of four columns left ~300 px empty under the brand). */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-4 px-4 py-8 sm:gap-y-8 sm:px-6 sm:py-12 lg:grid-cols-6">
        <div className="col-span-2 lg:col-span-1 lg:row-span-2">
          <Logo />
          {/* The address a row as tall as the links under it (py-2, as .footer-links a), so the three rows
              are evenly spaced (review r6: 28 px to the e-mail, 36 px to the phone). */}
          <address className="footer-links mt-2 grid">
            <span className="py-2 text-sm text-slate-600">
              {CONTACT_ADDRESS_LINES.map((line, i) => (
                <Fragment key={line}>
                  {i > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </span>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            {/* On one line (html-validate's tel-non-breaking accepts the class in place of &nbsp;). */}
            <a href={CONTACT.phoneHref} className="whitespace-nowrap">
              {CONTACT.phone}
            </a>
          </address>
          {IDENTITY.social.length > 0 && (
            <ul className="footer-links mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {IDENTITY.social.map((url) => (
                <li key={url}>
                  <a href={url} rel="me noopener" className="min-w-6">
                    {profileName(url)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkColumn heading="Industries" links={nav.industries} className="col-span-2 lg:row-span-2" listClassName="grid grid-cols-2 gap-x-6" />
        {/* On phones, where every group is folded, one group a row (design reviews A and B r36-r38: Industries alone
            on its row over two pairs looked unbalanced); side by side from sm, where they are open. */}
        <LinkColumn heading="Solutions" links={nav.footerSolutions} className="max-sm:col-span-2 lg:row-span-2" />
        <LinkColumn heading="Company" links={nav.footerCompany} className="max-sm:col-span-2 lg:row-span-2" />
        <LinkColumn heading="Teams" links={nav.teams} className="max-sm:col-span-2" />
        <LinkColumn heading="Resources" links={nav.footerResources} className="max-sm:col-span-2" />
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* One string: separate text nodes would each be joined by a comment in the HTML of every page. No sitewide
              "figures are illustrative" line: every sample picture and demo says so under itself (ILLUSTRATIVE_NOTE), and
              under every page the line read as a caveat on the page's measured figures too (reviews B r27, r30). Balanced: a
              legal entity's full name ("… Holdings, Inc.") wraps at 390 px. */}
          <p className="text-balance">{`© ${COPYRIGHT_YEAR} ${IDENTITY.legalName || BRAND}.`}</p>
          <ul className="footer-links flex gap-6">
            {nav.footerLegal.map((link) => (
              <li key={link.path}>
                <a href={navHref(link.path)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
