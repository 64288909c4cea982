/** The page shell every route renders inside: skip link, header, main landmark, footer. */
import type { ReactNode } from 'react';
import type { NavigationModel } from '../content/navigation.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function SiteLayout({ nav, currentPath, children }: { nav: NavigationModel; currentPath: string; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header nav={nav} currentPath={currentPath} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer nav={nav} />
    </>
  );
}
