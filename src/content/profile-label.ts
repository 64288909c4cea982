/**
 * The label of a link to a person's public profile, named by where it goes (design review: "Profile ↗"
 * did not say where it leads). Known hosts by their brand; any other by its host name.
 */
const KNOWN_SITES: Record<string, string> = {
  'linkedin.com': 'LinkedIn',
  'github.com': 'GitHub',
  'x.com': 'X',
  'twitter.com': 'X',
  'scholar.google.com': 'Google Scholar',
  'orcid.org': 'ORCID',
};

export function profileSiteName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const known = Object.entries(KNOWN_SITES).find(([site]) => host === site || host.endsWith(`.${site}`));
  return known ? known[1] : host;
}
