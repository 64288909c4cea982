/** The page shell every route renders inside: skip link, header, main landmark, footer. */
import type { ReactNode } from 'react';
import type { NavigationModel } from '../content/navigation.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function SiteLayout({ nav, currentPath, children }: { nav: NavigationModel; currentPath: string; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-blue-700"
      >
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
