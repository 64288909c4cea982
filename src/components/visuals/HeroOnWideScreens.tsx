/**
 * Hides a hero visual on phones where it only repeats a section further down the page (the
 * pipeline, the stage timeline, the module tabs): on a 390 px screen it would add a screen of
 * height before the content it summarises.
 */
import type { ReactNode } from 'react';

export function HeroOnWideScreens({ children }: { children: ReactNode }) {
  return <div className="hidden sm:block">{children}</div>;
}
