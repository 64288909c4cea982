/**
 * /about, /investors: one editorial hero (beside the lede, the deployment boundary on /about and the traction figures on
 * /investors; the company's facts under them when supplied), prose blocks in varied layouts, leadership after the
 * block the page names (when people are listed), an optional disclaimer and one closing band.
 */
import type { ReactNode } from 'react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { BlockAside } from './company/BlockAside.tsx';
import { CompanyFacts } from './company/CompanyFacts.tsx';
import { EditorialHero } from './company/EditorialHero.tsx';
import { SPLIT } from './company/split.ts';
import { PointShowcase } from './company/PointShows.tsx';
import { ASSURANCE_MORE, assurancePoints, continuityPoint } from './company/assurance-points.ts';
import type { SectionTone } from '../components/Section.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { CardGrid, IconBadge } from '../components/Cards.tsx';
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
import { CUSTOMERS_PATH } from '../content/evidence-paths.ts';
import { IDENTITY } from '../site.ts';
import { StepList } from '../components/Steps.tsx';
import { CARD_HEADER } from '../components/card-header.ts';

/**
 * Block prose: body size on phones, a size up from lg where the column is wide (review B round 5: at 390 the market and
 * business-model prose at lede size read as a wall of large text), in body ink (round 4: lighter grey read as disabled).
 */
// Pretty: no word alone on a paragraph's last line (design review A r48 item 8: "platform.", "promise.", "request.").
const PROSE_TYPE = 'text-base leading-7 text-pretty text-slate-700 lg:text-lg lg:leading-8';

/** A labelled point's label over its text (lead-beside's two columns). */
const POINT_LABEL = 'mb-2 text-base font-semibold text-slate-900 lg:text-lg';

/** Alternating white and muted backgrounds keep long pages readable. */
const BLOCK_TONES: SectionTone[] = ['white', 'muted'];

const TONE_CLASS: Record<SectionTone, string> = { white: 'bg-white', muted: 'bg-slate-50', dark: 'bg-slate-900' };

/** A link to a page that says more, 44 px tall. */
function MoreLink({ more, className }: { more: { label: string; path: string }; className?: string }) {
  return (
    <a href={more.path.includes('#') ? more.path : navHref(more.path)} className={cx('inline-flex min-h-11 items-center gap-2 font-semibold text-blue-700 hover:text-blue-800', className)} data-more="">
      {more.label}
      <Icon icon={ArrowRight} className="size-4" />
    </a>
  );
}

/**
 * Prose blocks, in the layouts CompanyBlock.layout names: on the pages' one split (./company/split.ts), the heading
 * over a drawing and the prose side by side (without a drawing, the heading beside the prose), heading and prose beside
 * the drawing (`aside-right`), or the lead and the prose as two labelled points under the heading (`lead-beside`); or
 * the heading over full-width content (`wide`: points, steps, contacts). `footnote`: the page's notice, across the foot of
 * its last block.
 */
function ProseBlock({ block: given, tone, footnote }: { block: CompanyBlock; tone: SectionTone; footnote?: ReactNode }) {
  const assured = given.fromAssurance ? assurancePoints() : null;
  const continuity = given.fromAssurance ? continuityPoint() : undefined;
  const points = continuity ? [...(assured ?? given.points ?? []), continuity] : (assured ?? given.points);
  const block = { ...given, points, ...(assured && { more: ASSURANCE_MORE }) };
  const layout = block.layout ?? 'split';
  // Where the link to more goes (CompanyBlock.more): under the lead, or under the prose; always in the left copy, never
  // after a drawing (review B r10: one section's link sat under its table, the next one's under its copy).
  // A sequence's link follows it (reviews B r31, r32: "See the Four Stages" above the steps it points to).
  // A wide block's points likewise: its link after the row of points it sums up (design review Q r47: above them it read
  // out of order).
  const morePlace = !block.more ? null : block.steps || (layout === 'wide' && block.points) ? 'steps' : block.lead ? 'lead' : 'prose';
  const title = (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{block.eyebrow}</p>
      <h2 id={`${block.id}-heading`} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        <Headline text={block.title} />
      </h2>
    </>
  );
  const lead = (
    <>
      {block.lead && <p className="mt-4 text-lg leading-8 text-slate-600">{block.lead}</p>}
      {morePlace === 'lead' && <MoreLink more={block.more!} className="mt-4" />}
    </>
  );
  const heading = (
    <>
      {title}
      {lead}
    </>
  );
  const aside = block.aside && <BlockAside aside={block.aside} />;
  // The heading beside the prose, no points: the link a cell of its own, under the heading from lg (design review A r49 item 7).
  const moreUnderHeading = layout === 'split' && !aside && !block.points && morePlace === 'prose';
  const prose = <ProseBody block={block} withMore={morePlace === 'prose'} moreAfterSteps={morePlace === 'steps'} />;
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} data-section={block.id} data-layout={layout} className={`${TONE_CLASS[tone]} py-16 sm:py-20`}>
      {layout === 'aside-right' ? (
        // Heading and prose read first; the drawing beside them, top-aligned with the eyebrow, in the wide column.
        <div className={cx('mx-auto max-w-7xl px-4 sm:px-6 lg:items-start', SPLIT.row)}>
          <div className={SPLIT.narrow}>
            {heading}
            <div className="mt-6">{prose}</div>
          </div>
          <div className={SPLIT.wide}>{aside}</div>
        </div>
      ) : layout === 'lead-beside' ? (
        // The heading over both columns, the lead beside the prose on one line and in its type, one argument in two
        // columns read in order (review B r9: level with the heading, the prose was read first; r10: the lead in the
        // lede's larger grey beside body ink read as two levels); the tiles under them across the container, two even
        // rows (r10: in the wide column thirteen tags left one alone on a third row; r17: at the heading's width the
        // links left the right of the section empty). Each
        // column under its own short label (review B r13: one argument split in two columns read in no clear order).
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="max-w-3xl">{title}</div>
          {/* Stacked on phones, the two a paragraph's space apart, as paragraphs (review B r10: the split's 32 px read as a break).
              From lg two equal columns, not the page's 2 : 3 split (design review H r51 item 3: the first wrapped to three
              lines beside a wide second, lopsided), each under ~70 characters a line. */}
          <div className="mt-6 grid gap-8 max-lg:gap-y-5 lg:grid-cols-2 lg:items-start lg:gap-16" data-lead-beside="">
            <div className={cx('min-w-0', PROSE_TYPE)}>
              {block.labels && <h3 className={POINT_LABEL}>{block.labels[0]}</h3>}
              <p>{block.lead}</p>
              {morePlace === 'lead' && <MoreLink more={block.more!} className="mt-4" />}
            </div>
            <div className="min-w-0">
              {block.labels && <h3 className={POINT_LABEL}>{block.labels[1]}</h3>}
              <ProseBody block={{ ...block, tags: undefined }} withMore={false} />
            </div>
          </div>
          {block.tags && <Tags tags={block.tags} />}
        </div>
      ) : layout === 'wide' ? (
        // The heading and lead over the content at the container's full width (the contact tiles; review B r10: every
        // section but Mission was the same heading-left, card-right split).
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="max-w-3xl">{heading}</div>
          <div className="mt-10">{prose}</div>
        </div>
      ) : aside ? (
        // The heading over both columns; the drawing and the prose beside it start on one line (design
        // review: prose aligned with the heading ended up beside nothing while the drawing sat lower).
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="max-w-3xl">{heading}</div>
          <div className={cx('mt-10 lg:items-start', SPLIT.row)}>
            <div className={SPLIT.narrow}>{aside}</div>
            <div className={SPLIT.wide}>{prose}</div>
          </div>
        </div>
      ) : (
        // Without a drawing, the heading alone in the narrow column and the prose, its tags under it, in the wide one
        // (review B r7: thirteen tags under the heading left ~150 px blank under the two paragraphs beside them). Beside a
        // list of points the heading column holds under the header from lg, as a split section's (Section's stickyHeading),
        // while the list scrolls past (review C r23: "How we work with regulated customers" left it empty ~350 px).
        // Its link after the prose on phones; from lg under the heading (design review A r49 item 7: the heading alone in
        // its column left ~200 px empty under it), the prose spanning both rows beside them.
        <div className={cx('mx-auto max-w-7xl px-4 sm:px-6', SPLIT.row, moreUnderHeading && 'lg:grid-rows-[auto_1fr] lg:gap-y-6')}>
          <div className={cx(SPLIT.narrow, block.points && 'lg:sticky lg:top-24 lg:self-start')}>{heading}</div>
          <div className={cx(SPLIT.wide, 'lg:pt-9', moreUnderHeading && 'lg:row-span-2')}>{moreUnderHeading ? <ProseBody block={block} withMore={false} /> : prose}</div>
          {moreUnderHeading && <MoreLink more={block.more!} className="-mt-2 justify-self-start lg:col-start-1 lg:row-start-2 lg:mt-0 lg:self-start" />}
        </div>
      )}
      {/* The page's notice as small print across the foot of its last section, after the content it qualifies on every
          width (review B r13: in the prose's column it fell between the prose and the chart on phones, and at 1280 left
          the chart's side empty; r12: at 80ch after both columns it left half its row empty). */}
      {footnote && <div className="mx-auto mt-12 max-w-7xl px-4 sm:mt-16 sm:px-6">{footnote}</div>}
    </section>
  );
}

/**
 * The sectors a block names (the market's industries) as the section's picture: each its icon and its name, unframed
 * and not linked (reviews B r24-r26: thirteen link tiles with arrows "repeat the footer and nav"; earlier rounds: underlined
 * links read as leftover navigation, grey chips as controls). The count heads the list in the section's label style, over
 * it, not in a cell of it (reviews r30, r31, r33: as the grid's first cell it "read as an item").
 * The names fill rows left to right, as text is read (design review A r49 items 5-6: down the columns, five of them at 1280
 * left "Architecture" alone in the fifth and two cells empty; one column on phones ran ~450 px): five columns from lg,
 * rows of 5, 5 and 3 for the thirteen (design review H r51 item 4: four columns left "Architecture" alone on a fourth row);
 * two on phones, each as wide as its longest name, so "Commercial Real Estate"
 * and "Financial Services" keep one line down to 340 px (review r33: they wrapped in half-width cells), the icon bare
 * there (in its tinted square the pair is ~10 px wider than a 390 px screen's content), left out under 390 px; one column
 * under 340 px (at 320 the pair is wider than the content).
 */
function Tags({ tags }: { tags: NonNullable<CompanyBlock['tags']> }) {
  return (
    <div className="mt-10" data-tags-block="">
      {/* The count is the list's own length, nothing stated beside it. */}
      <h3 className={POINT_LABEL} data-tags-label="">
        {tags.items.length} {tags.label.toLowerCase()}
      </h3>
      <ul className="mt-4 grid grid-cols-[auto_auto] gap-x-3 gap-y-3 max-[339px]:grid-cols-1 sm:grid-cols-2 sm:gap-x-4 md:grid-cols-3 lg:grid-cols-5" data-tags="">
        {tags.items.map((tag) => (
          <li key={tag.name} className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-slate-800 sm:gap-2.5 sm:text-body-sm" data-tag="">
            <span className="flex shrink-0 items-center justify-center text-blue-700 max-[389px]:hidden sm:size-8 sm:rounded-lg sm:bg-blue-50">
              <Icon icon={tag.icon} className="size-4 sm:size-5" />
            </span>
            {tag.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A wide block's points from lg, one column each (written out per count so the stylesheet carries the classes), on
 * shared rows: each point spans three (title, text, what it shows) as a subgrid, so the three titles, texts and samples
 * start on one line and the samples end together (design review H r51 item 1: a body of 4 lines against 3 set one sample
 * ~28 px lower, and the three ended at three heights).
 */
const POINT_COLUMNS: Record<number, string> = {
  2: 'lg:grid lg:grid-cols-2 lg:gap-x-10 lg:divide-y-0',
  3: 'lg:grid lg:grid-cols-3 lg:gap-x-10 lg:divide-y-0',
  4: 'lg:grid lg:grid-cols-4 lg:gap-x-8 lg:divide-y-0',
};
/** A wide point on its block's rows (POINT_COLUMNS): the badge beside them, its text's parts a row each. */
const WIDE_POINT = 'lg:grid lg:row-span-3 lg:grid-cols-[auto_minmax(0,1fr)] lg:grid-rows-subgrid lg:gap-x-5 lg:gap-y-0 lg:border-t lg:border-slate-200 lg:pt-6 lg:pb-0 lg:first:pt-6';

/** A block's prose: paragraphs, a link to more (`withMore`), points, tags, steps and contacts. */
function ProseBody({ block, withMore, moreAfterSteps = false }: { block: CompanyBlock; withMore: boolean; moreAfterSteps?: boolean }) {
  const wide = block.layout === 'wide';
  return (
    <>
      {block.paragraphs && (
        <div className={cx('space-y-5', PROSE_TYPE)}>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {withMore && <MoreLink more={block.more!} className="mt-6" />}
      {block.points && (
        // Rows beside the heading, as Mission's prose, at the page's body size, a rule between rows rather than over
        // each (review B round 6: three columns of 14 px grey were thinner than every other section, and at 390 px
        // the first column's top rule read as an underline of the heading).
        // In a wide block, from lg a row of columns, one a point, each under a rule (design review O r46).
        <ul className={cx('divide-y divide-slate-200', wide && POINT_COLUMNS[block.points.length])} data-points="">
          {block.points.map((point) => (
            // In a wide block under 640 px the badge over the heading, so the text and what it shows take the full width
            // (design review L r52 item 5: beside them it pushed all of it ~52 px in, and "4 cited findings" wrapped).
            <li key={point.title} className={cx('flex gap-4 py-6 first:pt-0 last:pb-0 sm:gap-5', wide && 'flex-col sm:flex-row', wide && WIDE_POINT)} data-point="">
              <IconBadge icon={point.icon} className={cx('shrink-0', wide && 'lg:row-span-3')} />
              {/* Its full width, for what the point shows under its text (a sample row, the chips); in a wide block from lg its
                  parts are the point's rows (WIDE_POINT). */}
              <div className={cx('min-w-0 flex-1', wide && 'lg:contents')}>
                <h3 className="text-lg font-semibold text-slate-900">{point.title}</h3>
                {/* Body a size under the title and muted, so the two do not merge (review B r9: both ~18 px in one ink). */}
                <p className="mt-1 text-base leading-7 text-pretty text-slate-600">
                  {point.text}
                  {point.link && (
                    <>
                      {` ${point.link.before}`}
                      <a href={point.link.href} className="font-semibold text-blue-700 hover:text-blue-800" data-point-link="">
                        {point.link.label}
                      </a>
                      {point.link.after}
                    </>
                  )}
                </p>
                {point.show && <PointShowcase show={point.show} />}
              </div>
            </li>
          ))}
        </ul>
      )}
      {block.tags && <Tags tags={block.tags} />}
      {block.links && <CardGrid cards={block.links} columns={block.links.length % 3 === 0 ? 3 : 4} name={block.id} arrow />}
      {block.steps && <StepList steps={block.steps} name={block.id} />}
      {/* After a wide block's points ~32 px under the longest (design review A r48 item 3: ~70 px, as each column kept its
          row padding): 20 px and the 44 px link's centring. */}
      {moreAfterSteps &&
        (block.steps ? (
          <MoreLink more={block.more!} className="mt-8" />
        ) : (
          // The points' link closes all of them, centred under the row from lg (design review H r51 item 1: at the left it
          // sat under column one only, as if it were that point's).
          <div className="mt-5 lg:text-center">
            <MoreLink more={block.more!} />
          </div>
        ))}
      {block.contacts && (
        // A directory of addresses, each under a rule at every width (design review A r48 item 8: a bordered card at 390 and
        // top-ruled columns at 1280 read as two treatments): a row each on phones, from lg one column an address, in one
        // row, the addresses level. Each label on a small line over its link (review B r10: at 390 "label: address" broke
        // after the colon, mid-label or not at all); the icon beside them at every width (reviews B r32, r33: on a line of
        // its own from lg the tiles read "about 60% empty").
        <ul className={cx('grid lg:grid-cols-3 lg:gap-4', block.paragraphs && 'mt-8')} data-contacts="">
          {block.contacts.map((contact) => (
            // From lg a column under a rule, not a card (design review O r46: ~300 px cards holding a label and an address
            // were half empty and "look like form fields rather than destinations"); the support line a row of its own.
            <li key={contact.href} className={cx('flex gap-3 border-t border-slate-200 py-4 lg:pt-5', contact.support && 'lg:col-span-3')}>
              <Icon icon={contact.icon} className="mt-0.5 size-5 shrink-0 text-blue-700" />
              {contact.support ? (
                // The support line (trust review T2 r46) a row of its own from lg, over the three addresses, its address,
                // number and hours side by side there: beside them as a fourth tile it pushed their addresses down.
                <div className="flex min-w-0 flex-1 flex-col" data-support-contact="">
                  <p className="text-sm text-slate-600">{contact.label}</p>
                  <p className="mt-1 flex flex-col gap-x-6 gap-y-1 lg:flex-row lg:flex-wrap lg:items-baseline">
                    <a href={contact.href} className="inline-flex min-h-6 w-fit items-center font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800">
                      {contact.value}
                    </a>
                    {contact.phone && (
                      <a href={contact.phone.href} className="inline-flex min-h-6 w-fit items-center font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800" data-contact-phone="">
                        {contact.phone.value}
                      </a>
                    )}
                    {contact.note && (
                      <span className="text-sm text-pretty text-slate-600" data-contact-note="">
                        {contact.note}
                      </span>
                    )}
                  </p>
                </div>
              ) : (
                <div className="flex min-w-0 flex-1 flex-col">
                  <p className="text-sm text-slate-600">{contact.label}</p>
                  {/* 32 px tall with its 4 px above and below, as wide as its text (design review H r51, broken list: the
                      e-mail links were 24 px tall targets at 390). */}
                  <a href={contact.href} className="self-start py-1 font-semibold whitespace-nowrap text-blue-700 hover:text-blue-800 lg:mt-auto" data-contact-link="">
                    {contact.value}
                  </a>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The traction figures as a panel, labelled as the pages' drawings are, the pair side by side at their large size at
 * every width (review B round 6: at 28 px beside the lede they read as footnotes; r17: one over the other, the card
 * at 1280 was tall with air beside the numbers), in the narrow column beside the headline, centred on the
 * eyebrow, headline and lede (review B r14: under the headline the panel left the hero's upper right empty; r18: level
 * with the eyebrow, the lower right), sized to its content. The labels say whose each figure is; no note restates them
 * (review B2 r11), and a figure's period, when the business supplies it, is in its label (the readiness report names a
 * missing one).
 */
function KeyFigures({ stats }: { stats: NonNullable<CompanyPageContent['stats']> }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white shadow-card" data-key-figures="">
      <p className={CARD_HEADER}>Key figures</p>
      <div className="px-5 py-6 sm:py-8">
        <StatList stats={stats} label="Key figures" size="lg" />
      </div>
    </div>
  );
}

/** A notice across the foot of the page's last block (ProseBlock places it), on a rule, at the site's small-print size. */
function Footnote({ text }: { text: string }) {
  return (
    <aside aria-label="Important information" data-disclaimer="">
      {/* Uncapped: the notice is two short sentences, one line at 1280 (r10's ~190 characters a line was a longer text). */}
      <p className="border-t border-slate-200 pt-6 text-sm leading-6 text-slate-600">
        <strong className="font-semibold text-slate-700">Important information. </strong>
        {text}
      </p>
    </aside>
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
      {/* Lede on the left, a panel beside it on the pages' split (review B r8: both heroes left the right half blank at
          1280): /investors' figures, /about's deployment drawing; the company's facts (when supplied) in one row under them. */}
      <EditorialHero
        hero={page.hero}
        aside={page.stats ? <KeyFigures stats={page.stats} /> : page.heroAside && <BlockAside aside={page.heroAside} />}
        underLede={page.customersLink && EVIDENCE.caseStudies.length > 0 ? <MoreLink more={{ label: page.customersLink, path: CUSTOMERS_PATH }} className="mt-4" /> : undefined}
        after={<CompanyFacts facts={IDENTITY.facts} legalName={IDENTITY.legalName} />}
      />
      {page.customerLogos && <CustomerLogos customers={EVIDENCE.customers} title={CUSTOMER_LOGOS_COPY.title(EVIDENCE.customers)} />}
      {sequence.map((item, i) => {
        const tone = BLOCK_TONES[i % BLOCK_TONES.length];
        if (item.kind === 'leadership') return <Leadership key="leadership" people={people} tone={tone} />;
        // The notice under the page's last prose block, even where leadership follows it (it has no place for one).
        const last = item.block === page.blocks.at(-1);
        return <ProseBlock key={item.block.id} block={item.block} tone={tone} footnote={last && page.disclaimer ? <Footnote text={page.disclaimer} /> : undefined} />;
      })}
      <ClosingCta id="contact" title={contact.title} description={contact.description}>
        <ButtonLink href={'path' in contact ? navHref(contact.path) : contact.to ? mailto(contact.to, contact.subject) : salesMailto(contact.subject)} size="lg">
          {contact.label}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
