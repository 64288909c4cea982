/**
 * What a launch still lacks (`npm run readiness`, and the same list at the end of every
 * `build --production`): placeholder identity values, empty evidence collections, product figures
 * without a methodology entry, a security.txt about to expire. Each line names the file to edit.
 * Only what a production build refuses (a placeholder, an expired security.txt) blocks: those are
 * the build's refusals (`productionRefusals`, through the problem catalogue), the rest is advice.
 */
import type { BuildProblem } from '../generator/check/errors.ts';
import { problem } from '../generator/check/problems.ts';
import type { ContentRoots } from './collections/content-root.ts';
import { loadIdentity, type LoadedIdentity } from './collections/identity.ts';
import { EVIDENCE_COLLECTIONS, loadEvidence, type EvidenceCollection } from './content/evidence.ts';
import { STATEMENT_TOPICS, type StatementTopic } from './collections/evidence-schemas.ts';
import { HARDWARE_FIGURES, PRODUCT_FIGURES } from './content/figures.ts';
import { securityTxtExpires } from './security-txt-rules.ts';

/** Reserved for documentation and testing (RFC 2606, RFC 6761): never a business's own domain. */
const RESERVED_TLDS = ['example', 'invalid', 'test', 'localhost'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
/** security.txt that expires sooner than this is reported (not refused). */
export const SECURITY_TXT_WARN_DAYS = 30;
/**
 * Nor later than this: RFC 9116 (2.5.5) recommends an expiry less than a year ahead, so a reader can tell the file is
 * kept up to date (trust review T r46: the sample's 2099 is what "a CISO who checks will notice").
 */
export const SECURITY_TXT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** Why a domain (or an address's domain) is a placeholder, or undefined. */
export function reservedDomain(value: string): string | undefined {
  const host = (value.includes('@') ? value.slice(value.lastIndexOf('@') + 1) : value.replace(/^https?:\/\//, '').split(/[/:?#]/)[0]).toLowerCase().replace(/\.$/, '');
  const tld = host.split('.').at(-1) ?? '';
  if (RESERVED_TLDS.includes(tld)) return `a reserved domain (.${tld})`;
  const domain = RESERVED_DOMAINS.find((d) => host === d || host.endsWith(`.${d}`));
  return domain ? `a reserved domain (${domain})` : undefined;
}

/** Why a phone number is a placeholder (a 555 area code, or 555-0100 to 555-0199, kept for fiction), or undefined. */
export function fictionalPhone(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (!phone.trim().startsWith('+1') || digits.length !== 11) return undefined;
  const [area, exchange, line] = [digits.slice(1, 4), digits.slice(4, 7), digits.slice(7)];
  if (area === '555') return 'a 555 area code, not assigned to anyone';
  if (exchange === '555' && /^01\d\d$/.test(line)) return 'a 555-01xx number, reserved for fiction';
  return undefined;
}

/** The identity's placeholder values, each as a refusal naming field, file and line. */
export function identityPlaceholders(identity: LoadedIdentity): BuildProblem[] {
  const { data } = identity;
  const found: { path: (string | number)[]; value: string; why: string }[] = [];
  if (!data.legalName) found.push({ path: ['legalName'], value: '', why: 'the registered legal entity is not given' });
  for (const [key, address] of Object.entries(data.email)) {
    const why = reservedDomain(address);
    if (why) found.push({ path: ['email', key], value: address, why });
  }
  // The optional support contact is refused like the others (trust review T2 r46 added it): a placeholder escalation line is worse than none.
  if (data.support) {
    const why = reservedDomain(data.support.email);
    if (why) found.push({ path: ['support', 'email'], value: data.support.email, why });
    const phoneWhy = data.support.phone && fictionalPhone(data.support.phone);
    if (phoneWhy) found.push({ path: ['support', 'phone'], value: data.support.phone!, why: phoneWhy });
  }
  data.social.forEach((url, i) => {
    const why = reservedDomain(url);
    if (why) found.push({ path: ['social', i], value: url, why });
  });
  const phoneWhy = fictionalPhone(data.phone);
  if (phoneWhy) found.push({ path: ['phone'], value: data.phone, why: phoneWhy });
  found.sort((a, b) => identity.lineOf(a.path) - identity.lineOf(b.path));
  return found.map(({ path, value, why }) => problem('placeholder', { where: `${identity.file}:${identity.lineOf(path)}` }, { field: path.join('.'), value, why }));
}

function securityTxtExpired(identity: LoadedIdentity, now: Date): BuildProblem[] {
  if (Date.parse(securityTxtExpires(identity.data)) > now.getTime()) return [];
  return [problem('expired', { where: `${identity.file}:${identity.lineOf(['securityTxt', 'expires'])}` }, { field: 'securityTxt.expires', date: identity.data.securityTxt.expires, what: '/.well-known/security.txt' })];
}

/**
 * What `build --production` refuses, before anything is written: placeholder identity values and
 * an expired security.txt. `now` is the clock: it only decides whether to refuse, never what is written.
 */
export function productionRefusals(roots: ContentRoots, now: Date): BuildProblem[] {
  const identity = loadIdentity(roots);
  return [...identityPlaceholders(identity), ...securityTxtExpired(identity, now)];
}

export interface ReadinessLine {
  /** A production build refuses it (the command exits non-zero); otherwise advice. */
  blocks: boolean;
  /** The file (or folder) to edit, with its line when it has one. */
  where: string;
  message: string;
}

/** Everything a launch still lacks, refusals first. */
export function readinessReport(roots: ContentRoots, now: Date): ReadinessLine[] {
  const identity = loadIdentity(roots);
  const lines: ReadinessLine[] = [...identityPlaceholders(identity), ...securityTxtExpired(identity, now)].map((p) => ({ blocks: true, where: p.where, message: p.message }));
  const expires = Date.parse(securityTxtExpires(identity.data));
  if (expires > now.getTime() && expires - now.getTime() < SECURITY_TXT_WARN_DAYS * DAY_MS) {
    lines.push({ blocks: false, where: `${identity.file}:${identity.lineOf(['securityTxt', 'expires'])}`, message: `/.well-known/security.txt expires on ${identity.data.securityTxt.expires}, within ${SECURITY_TXT_WARN_DAYS} days: set a later date` });
  } else if (expires - now.getTime() > SECURITY_TXT_MAX_DAYS * DAY_MS) {
    lines.push({ blocks: false, where: `${identity.file}:${identity.lineOf(['securityTxt', 'expires'])}`, message: `/.well-known/security.txt expires on ${identity.data.securityTxt.expires}, more than a year ahead: RFC 9116 recommends under a year, so readers can tell it is kept up to date; set a date within the next 12 months and renew it` });
  }
  // Optional, so never refused; but a buyer and an investor look for them (design review, round 3).
  if (!identity.data.facts) lines.push({ blocks: false, where: identity.file, message: 'no company facts yet (facts: founded, employees, headquarters, funding, fundingAmount, customersInProduction, backers, arrGrowthPeriod, marketGrowthSource): /about and /investors show none' });
  else {
    if (!identity.data.facts.arrGrowthPeriod) lines.push({ blocks: false, where: identity.file, message: 'no period for the 500% ARR growth (facts.arrGrowthPeriod): /investors states it without one' });
    // Trust review T2 r46 (/about): a risk team asks how many customers run it and how much the company raised.
    if (!identity.data.facts.customersInProduction) lines.push({ blocks: false, where: identity.file, message: 'no count of customers in production (facts.customersInProduction: count and asOf): /about shows none' });
    if (!identity.data.facts.fundingAmount) lines.push({ blocks: false, where: identity.file, message: 'no funding amount (facts.fundingAmount): /about gives the round without it' });
    if (!identity.data.facts.marketGrowthSource) lines.push({ blocks: false, where: identity.file, message: 'no source for the 42% market growth (facts.marketGrowthSource): /investors states it without one' });
  }
  if (!identity.data.support) lines.push({ blocks: false, where: identity.file, message: 'no support and incident escalation contact (support: email, phone, hours): /about lists none' });
  const evidence = loadEvidence(roots);
  const counts: Record<EvidenceCollection, number> = {
    customers: evidence.customers.length,
    'case-studies': evidence.caseStudies.length,
    people: evidence.people.length,
    assurance: evidence.assurance.length,
    methodology: evidence.methodology.length,
    models: evidence.models.length,
  };
  // An empty methodology folder is told figure by figure below.
  for (const [folder, what] of Object.entries(EVIDENCE_COLLECTIONS) as [EvidenceCollection, string][]) {
    if (!counts[folder] && folder !== 'methodology') lines.push({ blocks: false, where: `${evidence.folders[folder]}/`, message: `no entries yet (${what}): the site leaves its section out` });
  }
  // Trust review T2 r46: the assurance parts a regulated buyer asks for that the section leaves out until supplied (an empty
  // assurance folder is told once above).
  if (counts.assurance) {
    const where = `${evidence.folders.assurance}/`;
    const terms = evidence.assurance.find((entry) => entry.kind === 'plan-terms');
    const termParts = { support: 'support hours and response by plan', securityUpdates: 'how soon security fixes ship', customerProvides: 'what the customer provides (server, GPU)', offlineLicensing: 'how licensing works without a connection', trialInstall: 'how a trial is installed', signIn: 'sign-in (MFA, SSO) by plan', term: 'contract term and notice', exit: 'data and adapted weights at the end of the contract' } as const;
    if (!terms) lines.push({ blocks: false, where, message: `no plan terms yet (kind: plan-terms: ${Object.values(termParts).join(', ')}): /pricing says none of them` });
    else
      for (const [field, what] of Object.entries(termParts) as [keyof typeof termParts, string][])
        if (!terms[field]) lines.push({ blocks: false, where: `${where}${terms.slug}.md`, message: `plan terms without ${field} (${what}): /pricing leaves it out` });
    const statementWhat: Record<StatementTopic, string> = {
      'ai-testing': 'the AI-specific testing (prompt injection), linked from the home page’s Cyber Security card',
      'update-signing': 'how updates are signed and checked',
      telemetry: 'what the software sends home, licence checks included',
      'custom-training': 'where custom training runs and whether customer data leaves the site, on /technology/small-llms',
      identity: 'the sign-in and provisioning protocols (SAML, OIDC, SCIM)',
      'key-management': 'how keys are managed (KMIP, PKCS#11 HSM, cloud KMS)',
      'encryption-in-transit': 'encryption in transit between browser, application and model',
      'support-logs': 'what support logs may contain and where they are kept',
      'offline-updates': 'how an air-gapped deployment gets updates',
      'ai-governance': 'the AI-governance frameworks followed (NIST AI RMF, ISO/IEC 42001)',
    };
    for (const topic of STATEMENT_TOPICS)
      if (!evidence.assurance.some((entry) => entry.kind === 'statement' && entry.topic === topic)) lines.push({ blocks: false, where, message: `no statement on ${topic} (kind: statement, topic: ${topic}: ${statementWhat[topic]}): /security says nothing of it` });
  }
  for (const figure of PRODUCT_FIGURES) {
    const entry = evidence.methodology.find((e) => e.figure === figure.id);
    if (!entry) {
      lines.push({ blocks: false, where: `${evidence.folders.methodology}/`, message: `"${figure.statement}" has no methodology entry (figure: ${figure.id}): the figure is shown without how it was measured` });
    } else if (HARDWARE_FIGURES.includes(figure.id) && !entry.hardware) {
      lines.push({ blocks: false, where: `${evidence.folders.methodology}/${entry.slug}.md`, message: `"${figure.statement}" does not say what it ran on (hardware): a buyer sizing a deployment reads it beside the figure` });
    }
  }
  // Trust review T7 r53: the sample's two report links pointed at its own domain's /reports/, which no build ships. A path on
  // this site is checked by the build (a link to a page or file it does not write is refused); a full address on the
  // business's own domain is not, so it is named here.
  const ownDomains = new Set(Object.values(identity.data.email).map((address) => address.split('@')[1]!.toLowerCase()));
  for (const entry of evidence.methodology) {
    const host = entry.reportUrl?.startsWith('https://') ? new URL(entry.reportUrl).hostname.toLowerCase() : undefined;
    if (host && [...ownDomains].some((domain) => host === domain || host.endsWith(`.${domain}`)))
      lines.push({ blocks: false, where: `${evidence.folders.methodology}/${entry.slug}.md`, message: `reportUrl ${entry.reportUrl} is on this site's own domain, which the build cannot check: give it as a path on this site (/reports/...) with the file in the build, or say how to get the report (reportOnRequest)` });
  }
  return lines;
}

/** The report as printed: a heading, one line each, and what the exit status means. */
export function formatReadiness(lines: ReadinessLine[]): string {
  if (!lines.length) return 'Launch readiness: nothing missing.';
  const blocking = lines.filter((line) => line.blocks).length;
  return [
    `Launch readiness: ${lines.length} item${lines.length === 1 ? '' : 's'}, ${blocking} refused by --production`,
    ...lines.map((line) => `  ${line.blocks ? 'REFUSED' : 'missing'} ${line.where}: ${line.message}`),
  ].join('\n');
}
