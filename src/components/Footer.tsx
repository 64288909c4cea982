/** The shared footer (SPEC.md "Shared footer"): address, sales email, phone, solution, company and legal links. */
import type { NavigationModel, NavLink } from '../content/navigation.ts';
import { navHref } from '../render/paths.ts';
import { BRAND, CONTACT, CONTACT_ADDRESS_LINE } from '../site.ts';
import { Logo } from './Logo.tsx';

function LinkColumn({ heading, links }: { heading: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{heading}</h2>
      {/* Link styles live on the list (`.footer-links` in main.css): once per page, not per link. */}
      <ul className="footer-links mt-3 grid gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <a href={navHref(link.path)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ nav }: { nav: NavigationModel }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">
            Industry-specific small language models and document-analysis agents, deployed where your data lives.
          </p>
          <address className="mt-4 grid gap-1 text-sm not-italic text-slate-600">
            <span>{CONTACT_ADDRESS_LINE}</span>
            <a href={`mailto:${CONTACT.email}`} className="hover:text-blue-700">
              {CONTACT.email}
            </a>
            <a href={CONTACT.phoneHref} className="whitespace-nowrap hover:text-blue-700">
              {CONTACT.phone}
            </a>
          </address>
        </div>
        <LinkColumn heading="Solutions" links={nav.footerSolutions} />
        <LinkColumn heading="Company" links={nav.footerCompany} />
        <LinkColumn heading="Legal" links={nav.footerLegal} />
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-600 sm:px-6">
          © {BRAND}. Figures in product demonstrations are illustrative.
        </p>
      </div>
    </footer>
  );
}
