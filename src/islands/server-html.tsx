/**
 * Part of an island that is static: an island's server-only children (island.tsx), rendered on the
 * server and left as the server wrote them in the browser, never hydrated. Preact does not touch an
 * element's children while hydrating one that sets dangerouslySetInnerHTML, and later renders leave
 * it alone while the string is the same; so in the browser, where the children are not given (they
 * are not props), the element gets a marker string instead. The element itself stays live (its
 * attributes, and handlers that catch events bubbling from the kept HTML).
 *
 * Only for elements that exist from hydration on and are never unmounted: mounted fresh in the
 * browser, the element would hold the marker, not the content.
 */
import type { ReactNode } from 'react';

const KEPT = { __html: '<!-- server HTML -->' };

export function serverHtml(children: ReactNode): { children: ReactNode } | { dangerouslySetInnerHTML: typeof KEPT } {
  return typeof document === 'undefined' ? { children } : { dangerouslySetInnerHTML: KEPT };
}
