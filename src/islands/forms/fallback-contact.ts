/**
 * Where to turn when a form cannot reach us (trust review TR r52 §0.1: a failed request gave the visitor no other way
 * to reach sales). The sales address and phone are the footer's (docs/product-rules.md#footer: every page shows them),
 * read from the page when a submit fails rather than shipped with the form's script: the identity file stays the one
 * source, and no page's first load grows.
 */
export interface FallbackContact {
  email: string;
  emailHref: string;
  phone: string;
  phoneHref: string;
}

export function footerContact(root: ParentNode = document): FallbackContact | null {
  const email = root.querySelector<HTMLAnchorElement>('footer address a[href^="mailto:"]');
  const phone = root.querySelector<HTMLAnchorElement>('footer address a[href^="tel:"]');
  if (!email?.textContent || !phone?.textContent) return null;
  return { email: email.textContent, emailHref: email.getAttribute('href')!, phone: phone.textContent, phoneHref: phone.getAttribute('href')! };
}
