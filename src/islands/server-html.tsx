/**
 * Part of an island that is static: rendered on the server, and left as the server wrote it in the
 * browser, never hydrated. Preact does not touch an element's children while hydrating one that
 * sets dangerouslySetInnerHTML, and later renders leave it alone while the string is the same; so
 * the browser renders the element with a marker string instead of the children, and the children's
 * components never run there. The element itself stays live (its attributes, and handlers that catch
 * events bubbling from the kept HTML).
 *
 * Only for elements that exist from hydration on and are never unmounted: mounted fresh in the
 * browser, the element would hold the marker, not the content.
 */
import type { ReactNode } from 'react';

const KEPT = { __html: '<!-- server HTML -->' };

export function serverHtml(children: () => ReactNode): { children: ReactNode } | { dangerouslySetInnerHTML: typeof KEPT } {
  return typeof document === 'undefined' ? { children: children() } : { dangerouslySetInnerHTML: KEPT };
}
