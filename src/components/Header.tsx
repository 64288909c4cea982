/**
 * The top navigation (docs/product-rules.md#top-navigation). It works without JavaScript: the dropdowns and
 * the mobile menu are <details> elements (those sharing a `name` behave as an exclusive group).
 * The small enhancement script (src/browser/enhance.ts) adds what HTML cannot: closing on
 * outside click or Escape, closing both groups when the menu opens, closing the menu on a link.
 */
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

/**
 * A labelled group: a dropdown on desktop, an expandable group in the mobile menu. One element
 * serves both (one `name`, so the groups are exclusive at every width), so the header's ~40 links
 * are written once per page, not twice (the 14,600-byte first-load budget).
 */
function NavGroup({ label, links, owns, currentPath }: { label: string; links: NavLink[]; owns?: readonly string[]; currentPath: string }) {
  return (
    <details name="nav-group">
      {/* Current on a page it owns but does not list (the feature pages under Product, the articles under Resources): the
          group is where the visitor is. */}
      <summary aria-current={owns?.some((prefix) => currentPath.startsWith(prefix)) ? 'true' : undefined}>{label}</summary>
      <NavLinkList links={links} currentPath={currentPath} className="nav-panel" />
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

/**
 * One <nav> for every width. Below xl it is the menu panel: the Menu toggle is a <details> with
 * only its summary, and CSS shows the nav while that toggle is open (main.css, `.nav-bar`), so it
 * opens without JavaScript. Get Started stays in the bar at every width. The toggle comes before the nav in the source (and is moved last
 * visually), so keyboard focus goes from Menu into its links.
 */
export function Header({ nav, currentPath }: { nav: NavigationModel; currentPath: string }) {
  const home = nav.primary[0];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <a href={navHref(home.path)} className="mr-auto shrink-0 rounded-md xl:mr-6" aria-label="Vertiq home">
          <Logo />
        </a>
        <details className="mobile-menu order-last xl:hidden" data-mobile-menu="">
          <summary
            className="flex size-10 cursor-pointer items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
            aria-label="Menu"
            aria-controls="site-nav"
          >
            <Icon icon={Menu} className="menu-open-icon size-6" />
            <Icon icon={X} className="menu-close-icon size-6" />
          </summary>
        </details>
        <nav aria-label="Main" id="site-nav" className="nav-bar">
          <a href={navHref(home.path)} className="xl:hidden" aria-current={isCurrent(home, currentPath) ? 'page' : undefined}>
            {home.label}
          </a>
          {nav.groups.map((g) => (
            <NavGroup key={g.label} label={g.label} links={g.links} owns={g.owns} currentPath={currentPath} />
          ))}
          {nav.plain.map((link) => (
            <NavAnchor key={link.path} link={link} currentPath={currentPath} />
          ))}
        </nav>
        {/* Current on /journey, the page it leads to and which no menu item lists (design review A r48 item 1), for screen
            readers only (aria-current): no mark on the filled button (design review H r51 item 5: underlined it read as a
            stuck hover; A r49 item 4: a pale ring as a focus ring left on). /journey sits under Get Started, not Company,
            as docs/product-rules.md's navigation places it: the Company group is not current there. */}
        <a
          href={navHref(nav.getStarted.path)}
          className={buttonClass('primary', 'md', 'ml-auto')}
          aria-current={isCurrent(nav.getStarted, currentPath) ? 'page' : undefined}
        >
          Get Started
        </a>
      </div>
    </header>
  );
}
