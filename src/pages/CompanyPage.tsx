/**
 * /about, /investors: one editorial hero (type alone on /about, the traction figures beside the lede on
 * /investors, the company's facts beside or under them when supplied), prose blocks in varied layouts, leadership after the
 * block the page names (when people are listed), an optional disclaimer and one closing band.
 */
import Info from 'lucide-react/icons/info';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { BlockAside } from './company/BlockAside.tsx';
import { CompanyFacts, factRows } from './company/CompanyFacts.tsx';
import { EditorialHero } from './company/EditorialHero.tsx';
import type { SectionTone } from '../components/Section.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { IconBadge } from '../components/Cards.tsx';
import { navHref } from '../render/paths.ts';
import type { CompanyBlock, CompanyPageContent } from '../content/company.ts';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { mailto, salesMailto } from '../content/contact.ts';
import { cx } from '../components/cx.ts';
import { Headline } from '../components/Headline.tsx';
import { StatList } from '../components/StatBand.tsx';
import { Leadership } from './evidence/Leadership.tsx';
import { CustomerLogos } from './evidence/CustomerLogos.tsx';
import { CUSTOMER_LOGOS_COPY } from '../content/evidence-copy.ts';
import { EVIDENCE } from '../content/evidence.ts';
import { IDENTITY } from '../site.ts';
import { CheckList } from '../components/CheckList.tsx';

/** Alternating white and muted backgrounds keep long pages readable. */
const BLOCK_TONES: SectionTone[] = ['white', 'muted'];

const TONE_CLASS: Record<SectionTone, string> = { white: 'bg-white', muted: 'bg-slate-50', dark: 'bg-slate-900' };

/** A link to a page that says more, 44 px tall. */
function MoreLink({ more, className }: { more: { label: string; path: string }; className?: string }) {
  return (
    <a href={navHref(more.path)} className={cx('inline-flex min-h-11 items-center gap-2 font-semibold text-blue-700 hover:text-blue-800', className)} data-more="">
      {more.label}
      <Icon icon={ArrowRight} className="size-4" />
    </a>
  );
}

/**
 * Prose blocks, in one of three layouts (CompanyBlock.layout) so consecutive blocks do not all repeat
 * one pattern: the heading over a drawing and the prose side by side, the drawing beside heading and
 * prose, or one readable column.
 */
function ProseBlock({ block, tone }: { block: CompanyBlock; tone: SectionTone }) {
  const layout = block.layout ?? 'split';
  const heading = (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{block.eyebrow}</p>
      <h2 id={`${block.id}-heading`} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        <Headline text={block.title} />
      </h2>
      {block.lead && <p className="mt-4 text-lg leading-8 text-slate-600">{block.lead}</p>}
    </>
  );
  const aside = block.aside && <BlockAside aside={block.aside} />;
  const prose = <ProseBody block={block} />;
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} data-section={block.id} data-layout={layout} className={`${TONE_CLASS[tone]} py-16 sm:py-20`}>
      {layout === 'stacked' ? (
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          {/* One column of prose that uses the width: from lg its paragraphs sit side by side under the heading. */}
          <div className="max-w-3xl">{heading}</div>
          <div className="mt-6">
            <ProseBody block={block} paired />
          </div>
        </div>
      ) : layout === 'aside-right' ? (
        // Heading and prose read first; the drawing beside them, top-aligned with the eyebrow, and the wider (review
        // round 5: in halves, the short prose column ended halfway down the drawing).
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:items-start lg:gap-16">
          <div>
            {heading}
            <div className="mt-6">{prose}</div>
          </div>
          {aside}
        </div>
      ) : aside ? (
        // The heading over both columns; the drawing and the prose beside it start on one line (design
        // review: prose aligned with the heading ended up beside nothing while the drawing sat lower).
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="max-w-3xl">{heading}</div>
          <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
            {aside}
            <div>{prose}</div>
          </div>
        </div>
      ) : (
        // Without a drawing, the heading takes two fifths and the prose the rest; the block's tags sit
        // under the heading (review B round 5: the heading's column was empty beside two paragraphs).
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16">
          <div className="lg:col-span-2">
            {heading}
            {block.tags && <Tags tags={block.tags} />}
          </div>
          <div className="lg:col-span-3 lg:pt-9">
            <ProseBody block={{ ...block, tags: undefined }} />
          </div>
        </div>
      )}
    </section>
  );
}

/** Names a block lists, as flat tags to scan (the market's sectors). */
function Tags({ tags }: { tags: NonNullable<CompanyBlock['tags']> }) {
  return (
    <div className="mt-8" data-tags="">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{tags.label}</p>
      {/* Tags sized to their words and set flat (design review: equal-width centred pills read as buttons). */}
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.items.map((tag) => (
          <li key={tag} className="rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A block's prose: paragraphs, a link to more, points, tags, bullets and contacts. */
function ProseBody({ block, paired = false }: { block: CompanyBlock; paired?: boolean }) {
  return (
    <>
      {block.paragraphs && (
        // Every paragraph in body ink (design review, round 4: a second paragraph in lighter grey read as disabled).
        // Body size on phones, a size up from lg where the column is wide (review B round 5: at 390 the
        // market and business-model prose at lede size read as a wall of large text).
        <div className={cx('text-base leading-7 text-slate-700 lg:text-lg lg:leading-8', paired ? 'grid gap-5 lg:grid-cols-2 lg:gap-12' : 'space-y-5')}>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {block.more && <MoreLink more={block.more} className="mt-6" />}
      {block.points && (
        // Short points under a rule each, side by side from md: structure to scan, not another card grid.
        <ul className="grid gap-8 md:grid-cols-3 md:gap-10" data-points="">
          {block.points.map((point) => (
            <li key={point.title} className="flex flex-col border-t-2 border-blue-700 pt-6">
              <IconBadge icon={point.icon} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{point.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{point.text}</p>
              {point.more && <MoreLink more={point.more} className="mt-2 self-start text-sm" />}
            </li>
          ))}
        </ul>
      )}
      {block.tags && <Tags tags={block.tags} />}
      {block.bullets && (
        <CheckList items={block.bullets} className="mt-6" />
      )}
      {block.contacts && (
        <ul className={cx('grid gap-4 rounded-card border border-slate-200 bg-white p-6 shadow-card sm:grid-cols-2', block.paragraphs && 'mt-8')} data-contacts="">
          {block.contacts.map((contact) => (
            <li key={contact.href} className="flex gap-3 text-slate-700">
              <Icon icon={contact.icon} className="mt-0.5 size-5 shrink-0 text-blue-700" />
              <span>
                {contact.label}:{' '}
                <a href={contact.href} className="font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800">
                  {contact.value}
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function CompanyPage({ page }: { page: CompanyPageContent }) {
  const { contact } = page;
  // Leadership joins the sequence only when the business has listed people, so the tones alternate
  // the same way with or without it, and an empty collection leaves no trace.
  const people = page.leadershipAfter ? EVIDENCE.people : [];
  const sequence: ({ kind: 'block'; block: CompanyBlock } | { kind: 'leadership' })[] = page.blocks.flatMap((block) =>
    people.length && block.id === page.leadershipAfter ? [{ kind: 'block' as const, block }, { kind: 'leadership' as const }] : [{ kind: 'block' as const, block }],
  );
  return (
    <>
      {page.stats ? (
        // The figures beside the lede, the company's facts (when supplied) under them: one editorial hero
        // for both company pages (review B round 5: a chart of two bars, 100 and 202, said nothing new).
        // The facts (when supplied) in one row across the hero from lg, under both columns, so neither
        // column runs on alone below the other (four facts in the figures' column left the lede's empty).
        <EditorialHero
          hero={page.hero}
          aside={
            // Each figure carries its own rule: no second rule around them.
            <div className="lg:pt-1">
              <StatList stats={page.stats} label="Key figures" />
            </div>
          }
          after={
            factRows(IDENTITY.facts).length ? (
              <div className="lg:[&_dl]:grid-cols-4">
                <CompanyFacts facts={IDENTITY.facts} />
              </div>
            ) : undefined
          }
        />
      ) : (
        <EditorialHero hero={page.hero} aside={factRows(IDENTITY.facts).length ? <CompanyFacts facts={IDENTITY.facts} beside /> : undefined} />
      )}
      {page.customerLogos && <CustomerLogos customers={EVIDENCE.customers} title={CUSTOMER_LOGOS_COPY.title} />}
      {sequence.map((item, i) => {
        const tone = BLOCK_TONES[i % BLOCK_TONES.length];
        if (item.kind === 'leadership') return <Leadership key="leadership" people={people} tone={tone} />;
        return <ProseBlock key={item.block.id} block={item.block} tone={tone} />;
      })}
      {/* Legal text a reader must be able to read, before the contact band, at the site's small-print size (14 px). */}
      {page.disclaimer && (
        <aside aria-label="Important information" className="border-t border-slate-200 bg-white pt-12 pb-16 sm:pt-16 sm:pb-20" data-disclaimer="">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="flex max-w-3xl gap-3">
              <Icon icon={Info} className="mt-0.5 size-5 shrink-0 text-slate-600" />
              <div>
                <p className="text-sm font-semibold text-slate-700">Important information</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{page.disclaimer}</p>
              </div>
            </div>
          </div>
        </aside>
      )}
      <ClosingCta id="contact" title={contact.title} description={contact.description}>
        <ButtonLink href={contact.to ? mailto(contact.to, contact.subject) : salesMailto(contact.subject)} size="lg">
          {contact.label}
        </ButtonLink>
        {contact.secondary && (
          <ButtonLink href={navHref(contact.secondary.path)} variant="secondary" size="lg">
            {contact.secondary.label}
          </ButtonLink>
        )}
      </ClosingCta>
    </>
  );
}
