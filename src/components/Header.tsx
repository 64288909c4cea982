/**
 * The top navigation (SPEC.md "Top navigation"). It works without JavaScript: the dropdowns and
 * the mobile menu are <details> elements (those sharing a `name` behave as an exclusive group).
 * The small enhancement script (src/browser/enhance.ts) adds what HTML cannot: closing on
 * outside click or Escape, closing both groups when the menu opens, closing the menu on a link.
 */
import ChevronDown from 'lucide-react/icons/chevron-down';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import type { NavigationModel, NavLink } from '../content/navigation.ts';
import { navHref } from '../render/paths.ts';
import { buttonClass } from './Button.tsx';
import { Logo } from './Logo.tsx';
import { Icon } from './Icon.tsx';

function isCurrent(link: NavLink, currentPath: string): boolean {
  return link.path === currentPath;
}

function DesktopDropdown({ label, links, currentPath }: { label: string; links: NavLink[]; currentPath: string }) {
  return (
    <details name="nav-dropdown" className="nav-dropdown relative" data-nav-dropdown="">
      <summary>
        {label}
        <Icon icon={ChevronDown} className="chevron size-4" />
      </summary>
      <NavLinkList links={links} currentPath={currentPath} className="nav-panel absolute left-0 z-30 mt-2 grid w-72 gap-0.5 rounded-card border border-slate-200 bg-white p-2 shadow-raised" />
    </details>
  );
}

/**
 * A navigation link. Its look comes from the list it sits in (`.nav-bar`, `.nav-panel`, `.nav-mobile`
 * in src/styles/main.css): the header repeats on every page with about 70 links, and one CSS rule
 * per list instead of a utility string per link keeps ~0.6 KB gzip out of every page's HTML.
 */
function NavAnchor({ link, currentPath }: { link: NavLink; currentPath: string }) {
  return (
    <a href={navHref(link.path)} aria-current={isCurrent(link, currentPath) ? 'page' : undefined}>
      {link.label}
    </a>
  );
}

/** The links of a dropdown or mobile group. */
function NavLinkList({ links, currentPath, className }: { links: NavLink[]; currentPath: string; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <NavAnchor link={link} currentPath={currentPath} />
        </li>
      ))}
    </ul>
  );
}

function MobileGroup({ label, links, currentPath }: { label: string; links: NavLink[]; currentPath: string }) {
  return (
    <details name="mobile-nav-group" data-mobile-group="">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-50">
        {label}
        <Icon icon={ChevronDown} className="chevron size-5" />
      </summary>
      <NavLinkList links={links} currentPath={currentPath} className="ml-3 border-l border-slate-200 pl-2" />
    </details>
  );
}

export function Header({ nav, currentPath }: { nav: NavigationModel; currentPath: string }) {
  const [home, technology, solutions, ...rest] = nav.primary;
  const solutionLinks = [nav.solutionsOverview, ...nav.solutions, nav.security];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href={navHref('/')} className="shrink-0 rounded-md" aria-label="Vertiq home">
          <Logo />
        </a>
        <nav aria-label="Main" className="nav-bar hidden items-center gap-0.5 xl:flex">
          <NavAnchor link={home} currentPath={currentPath} />
          <NavAnchor link={technology} currentPath={currentPath} />
          <DesktopDropdown label={solutions.label} links={solutionLinks} currentPath={currentPath} />
          <DesktopDropdown label="Industries" links={nav.industries} currentPath={currentPath} />
          {rest.map((link) => (
            <NavAnchor key={link.path} link={link} currentPath={currentPath} />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <a href={navHref(nav.getStarted.path)} className={buttonClass('primary', 'md', 'hidden sm:inline-flex')}>
            Get Started
          </a>
          <details className="mobile-menu xl:hidden" data-mobile-menu="">
            <summary
              className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
              aria-label="Menu"
            >
              <Icon icon={Menu} className="menu-open-icon size-6" />
              <Icon icon={X} className="menu-close-icon size-6" />
            </summary>
            <nav
              aria-label="Mobile"
              className="nav-mobile absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-raised"
            >
              <ul className="grid gap-0.5">
                <li>
                  <NavAnchor link={home} currentPath={currentPath} />
                </li>
                <li>
                  <NavAnchor link={technology} currentPath={currentPath} />
                </li>
                <li>
                  <MobileGroup label="Industries" links={nav.industries} currentPath={currentPath} />
                </li>
                <li>
                  <MobileGroup label={solutions.label} links={solutionLinks} currentPath={currentPath} />
                </li>
                {rest.map((link) => (
                  <li key={link.path}>
                    <NavAnchor link={link} currentPath={currentPath} />
                  </li>
                ))}
              </ul>
              <a href={navHref(nav.getStarted.path)} className={buttonClass('primary', 'lg', 'mt-4 w-full')}>
                Get Started
              </a>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
