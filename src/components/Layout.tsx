/**
 * The page shell every route renders inside: skip link, header, main landmark, footer; and the page's figure
 * citations (figure-citations.tsx), fresh for each render; the closing band (ClosingCta.tsx) renders its notes.
 */
import type { ReactNode } from 'react';
import type { NavigationModel } from '../content/navigation.ts';
import { FigureCitationsProvider } from './figure-citations.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function SiteLayout({ nav, currentPath, children }: { nav: NavigationModel; currentPath: string; children: ReactNode }) {
  return (
    <FigureCitationsProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header nav={nav} currentPath={currentPath} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer nav={nav} />
    </FigureCitationsProvider>
  );
}
