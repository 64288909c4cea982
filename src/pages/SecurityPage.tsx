/**
 * /security: the shared-responsibility page every compliance listing links to. Hero with the scope
 * figure, the four product claims as controls, the business's audit evidence (when supplied), who
 * provides what, then each framework in turn.
 */
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { CardGrid } from '../components/Cards.tsx';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { cx } from '../components/cx.ts';
import { ScopeFigure } from '../components/visuals/ScopeFigure.tsx';
import { navHref } from '../render/paths.ts';
import { salesMailto } from '../content/contact.ts';
import { COMPLIANCE_FRAMEWORKS, FRAMEWORKS_ID } from '../content/compliance.ts';
import { FRAMEWORKS_SECTION as FW, SECURITY_CLAIMS, SECURITY_CTA as CTA, SECURITY_HERO, SHARED_RESPONSIBILITY as SR, RESPONSIBILITY_ID, CONTROLS_SECTION } from '../content/security.ts';
import { FrameworkList } from './security/FrameworkList.tsx';
import { HeroButtons } from './product/HeroButtons.tsx';
import { INDUSTRY_CARDS } from '../content/industries.ts';
import { AssuranceSection, SOC2_CARD_ID } from './evidence/AssuranceSection.tsx';
import { ASSURANCE_COPY, METHODOLOGY_PAGE } from '../content/evidence-copy.ts';
import { EVIDENCE } from '../content/evidence.ts';
import { METHODOLOGY_PATH } from '../content/evidence-paths.ts';
import { ownSoc2 } from '../components/OwnAttestation.tsx';
import { formatDate } from '../components/format-date.ts';
import { CheckList } from '../components/CheckList.tsx';
import { SecurityJumpList } from './security/JumpList.tsx';

/** Industry pages by slug, for the "Applies to:" line under each sector framework. */
const INDUSTRIES = INDUSTRY_CARDS.flatMap((card) => (card.href ? [{ slug: card.href.slice(1), title: card.title, href: card.href }] : []));

/**
 * The two sides of the split, told apart at a glance (review B r8: two identical white cards with the same ticks):
 * Vertiq's side white, as the platform's tile in the hero diagram; the customer's tinted blue with a person glyph, as
 * the diagram's "Your ..." tiles; each with its side's chip beside the heading.
 */
const SIDES = {
  vendor: { card: 'border-slate-200 bg-white shadow-card', chip: 'bg-slate-100 text-slate-700', icon: undefined },
  customer: { card: 'border-blue-100 bg-blue-50', chip: 'bg-blue-700 text-white', icon: CircleUserRound },
} as const;

function Responsibilities({ id, side, heading, items }: { id: keyof typeof SIDES; side: string; heading: string; items: readonly string[] }) {
  const look = SIDES[id];
  return (
    <div className={cx('rounded-card border p-6', look.card)} data-responsibility={id}>
      {/* Classes the company stylesheet already holds: /about and /investors share it, and stay byte-identical. */}
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
        <span className={cx('ml-auto rounded-full px-2.5 py-0.5 text-[0.8125rem] font-semibold', look.chip)} data-side="">
          {side}
        </span>
      </div>
      {/* No last word alone on a line (review C r34: "... encryption / built in", "... on this / page"). */}
      <CheckList items={items} icon={look.icon} className="mt-4 text-pretty" />
    </div>
  );
}

/**
 * Once the business has supplied its own report's entry: its status, linked to its card. From lg in the SOC 2 Type II row,
 * beside the framework it is not (the rows are open tables there); below lg the rows after the first start closed, so it
 * stands over the list instead, seen without opening anything (trust review r42: at 390 the callout hid in a closed row).
 * Each copy is display:none at the other's widths, so a reader, sighted or not, meets it once at any width.
 */
function OwnReport({ status, place }: { status: string; place: 'list' | 'row' }) {
  return (
    <div className={cx('flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-lg border border-emerald-200 bg-emerald-50/60 px-4 py-3', place === 'list' ? 'mb-6 flex lg:hidden' : 'mt-4 hidden lg:flex')} data-own-report={place}>
      <p className="min-w-0">
        <span className="block font-semibold text-slate-900">{FW.ownReport.label}</span>
        <span className="block text-sm text-slate-700">{status}</span>
        <span className="block text-sm text-slate-700" data-own-report-note="">
          {FW.ownReport.note}
        </span>
      </p>
      <a href={`#${SOC2_CARD_ID}`} className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-blue-700 hover:text-blue-800">
        {FW.ownReport.link}
        <Icon icon={ArrowUp} className="size-4" />
      </a>
    </div>
  );
}

/** "Report available, issued November 14, 2025" (the schema allows "available" only with its issue date), or "Audit in progress". */
function ownReportStatus(soc2: NonNullable<ReturnType<typeof ownSoc2>>): string {
  const status = ASSURANCE_COPY.soc2.status[soc2.status];
  return soc2.reportIssued ? `${status}, ${ASSURANCE_COPY.soc2.issued.toLowerCase()} ${formatDate(soc2.reportIssued)}` : status;
}

/**
 * "How We Measure Our Figures" to /methodology, closing the frameworks section for the model-risk reader (review C r15),
 * not among the documents on request (review C r31: there it had nothing to do with them). Nothing while the business
 * has published no methodology entry (there is then no such page).
 */
function MethodologyPageLink() {
  if (!EVIDENCE.methodology.length) return null;
  return (
    <p className="mt-6">
      <a href={navHref(METHODOLOGY_PATH)} className="inline-flex min-h-6 items-center gap-1 font-semibold text-blue-700 hover:text-blue-800" data-methodology-page-link="">
        {METHODOLOGY_PAGE.linkLabel}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
    </p>
  );
}

export function SecurityPage() {
  // Vertiq's own SOC 2 Type II entry, when the business has supplied one (content/assurance/).
  const soc2 = ownSoc2();
  return (
    <>
      <PageHero hero={SECURITY_HERO} visual={<ScopeFigure />}>
        <HeroButtons primary={CTA.primary} secondary={{ label: CTA.frameworksLabel, anchor: `#${FRAMEWORKS_ID}` }} />
        <SecurityJumpList />
      </PageHero>
      <Section id={CONTROLS_SECTION.id} name="controls" align="left" eyebrow="How the product supports it" title={CONTROLS_SECTION.title}>
        <CardGrid cards={SECURITY_CLAIMS} name="controls" />
      </Section>
      <AssuranceSection />
      <Section id={RESPONSIBILITY_ID} name="responsibility" tone="muted" align="left" eyebrow="Shared responsibility" title={SR.title} intro={SR.intro}>
        {/* Each side as tall as its own list (review C r12: stretched to its neighbour, "You keep" was half empty). */}
        <div className="grid items-start gap-6 md:grid-cols-2">
          <Responsibilities id="vendor" {...SR.vendor} />
          <Responsibilities id="customer" {...SR.customer} />
        </div>
      </Section>
      <Section id={FRAMEWORKS_ID} name="frameworks" align="left" eyebrow="Compliance coverage" title={FW.title} intro={soc2 ? FW.introWithAttestation : FW.intro}>
        {soc2 && <OwnReport status={ownReportStatus(soc2)} place="list" />}
        <FrameworkList frameworks={COMPLIANCE_FRAMEWORKS} labels={FW.labels} industries={INDUSTRIES} notes={soc2 ? { 'soc-2': <OwnReport status={ownReportStatus(soc2)} place="row" /> } : undefined} />
        <MethodologyPageLink />
      </Section>
      <ClosingCta title={CTA.title} description={CTA.description}>
        <ButtonLink href={navHref(CTA.primary.path)} size="lg">
          {CTA.primary.label}
        </ButtonLink>
        <ButtonLink href={salesMailto(CTA.subject)} variant="secondary" size="lg">
          {CTA.secondaryLabel}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
