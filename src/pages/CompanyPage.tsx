/** /about, /investors: hero (commitments / charted traction, key figures under the copy), content blocks with their key points drawn, leadership after the block the page names (when people are listed), optional compliance section, contact band. */
import { Fragment } from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { BlockAside } from './company/BlockAside.tsx';
import { PageHero } from '../components/Hero.tsx';
import { Section, type SectionTone } from '../components/Section.tsx';
import { CardGrid } from '../components/Cards.tsx';
import { ComplianceSection } from '../components/ComplianceSection.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { Icon } from '../components/Icon.tsx';
import { navHref } from '../render/paths.ts';
import type { CompanyBlock, CompanyPageContent, CompanyVisual } from '../content/company.ts';
import { TECHNOLOGY } from '../content/technology.ts';
import { GrowthFigure } from '../components/visuals/GrowthFigure.tsx';
import { PipelineFigure } from '../components/visuals/PipelineFigure.tsx';
import { CommitmentsFigure } from '../components/visuals/CommitmentsFigure.tsx';
import { ClosingCta, CtaPanel, CtaSection } from '../components/ClosingCta.tsx';
import { mailto, salesMailto } from '../content/contact.ts';
import { Comparison } from './product/ComparisonTable.tsx';
import { cx } from '../components/cx.ts';
import { Headline } from '../components/Headline.tsx';
import { StatList } from '../components/StatBand.tsx';
import { Leadership } from './evidence/Leadership.tsx';
import { EVIDENCE } from '../content/evidence.ts';

function HeroVisual({ visual }: { visual: CompanyVisual }) {
  if (visual.kind === 'growth') return <GrowthFigure {...visual} />;
  if (visual.kind === 'commitments') return <CommitmentsFigure {...visual} />;
  return <PipelineFigure steps={TECHNOLOGY.pipeline.steps} label={visual.label} boundary={visual.boundary} caption={visual.caption} />;
}

/** Alternating white and muted backgrounds keep long pages readable. */
const BLOCK_TONES: SectionTone[] = ['white', 'muted'];

const TONE_CLASS: Record<SectionTone, string> = { white: 'bg-white', muted: 'bg-slate-50', dark: 'bg-slate-900' };

/**
 * Prose blocks, in one of three layouts (CompanyBlock.layout) so consecutive blocks do not all repeat
 * one pattern: the drawing under the heading beside the prose, the drawing beside heading and prose,
 * or one readable column.
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
        // Heading and prose read first; the drawing beside them, top-aligned with the eyebrow.
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-start lg:gap-16">
          <div>
            {heading}
            <div className="mt-6">{prose}</div>
          </div>
          {aside}
        </div>
      ) : (
        // With a drawing, two equal columns, so the drawing has room beside the prose; without one, the
        // heading takes two fifths and the prose the rest.
        <div className={cx('mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:gap-16', aside ? 'lg:grid-cols-2' : 'lg:grid-cols-5')}>
          <div className={cx(!aside && 'lg:col-span-2')}>
            {heading}
            {aside && <div className="mt-8">{aside}</div>}
          </div>
          <div className={cx(!aside && 'lg:col-span-3', 'lg:pt-9')}>{prose}</div>
        </div>
      )}
    </section>
  );
}

/** A block's prose: paragraphs, a link to more, a highlighted figure, tags, bullets and contacts. */
function ProseBody({ block, paired = false }: { block: CompanyBlock; paired?: boolean }) {
  return (
    <>
          {block.paragraphs && (
            <div className={cx('text-lg leading-8 text-slate-600', paired ? 'grid gap-5 lg:grid-cols-2 lg:gap-12' : 'space-y-5')}>
              {/* The first paragraph leads in darker ink, so the column has an entry point. */}
              {block.paragraphs.map((paragraph, i) => (
                <p key={paragraph} className={cx(i === 0 && 'text-slate-800')}>
                  {paragraph}
                </p>
              ))}
            </div>
          )}
          {block.more && (
            <a href={navHref(block.more.path)} className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-blue-700 hover:text-blue-800" data-more="">
              {block.more.label}
              <Icon icon={ArrowRight} className="size-4" />
            </a>
          )}
          {block.highlight && (
            <p className="mt-10 flex flex-wrap items-baseline gap-x-5 gap-y-2 border-l-4 border-blue-700 pl-5" data-highlight="">
              <span className="text-5xl font-bold tracking-tight text-slate-900 sm:text-6xl">{block.highlight.value}</span>
              <span className="min-w-0 basis-56 grow">
                <span className="block text-lg font-semibold text-slate-900">{block.highlight.label}</span>
                <span className="block text-sm text-slate-600">{block.highlight.note}</span>
              </span>
            </p>
          )}
          {block.tags && (
            <div className="mt-10" data-tags="">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{block.tags.label}</p>
              {/* Even rows (two or three to a row), so no pill wraps onto a row alone. */}
              <ul className={cx('mt-3 grid grid-cols-2 gap-2', block.tags.items.length % 3 === 0 && 'sm:grid-cols-3')}>
                {block.tags.items.map((tag) => (
                  <li key={tag} className="rounded-full border border-slate-200 bg-slate-50 px-3.5 py-1.5 text-center text-sm font-medium text-slate-800">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {block.bullets && (
            <ul className="mt-8 grid gap-3 rounded-card border border-slate-200 bg-white p-6 sm:grid-cols-2">
              {block.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 text-slate-700">
                  <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-blue-700" />
                  {bullet}
                </li>
              ))}
            </ul>
          )}
          {block.contacts && (
            <ul className={cx('grid gap-4 rounded-card border border-slate-200 bg-white p-6 sm:grid-cols-2', block.paragraphs && 'mt-8')} data-contacts="">
              {block.contacts.map((contact) => (
                <ContactItem key={contact.href} contact={contact} />
              ))}
            </ul>
          )}
    </>
  );
}

/** One contact address with its icon: on a white block, or (`dark`) inside the closing band. */
function ContactItem({ contact, dark = false }: { contact: NonNullable<CompanyBlock['contacts']>[number]; dark?: boolean }) {
  return (
    <li className={cx('flex gap-3', dark ? 'text-sm leading-6 text-slate-300' : 'text-slate-700')}>
      <Icon icon={contact.icon} className={cx('mt-0.5 size-5 shrink-0', dark ? 'text-blue-300' : 'text-blue-700')} />
      <span>
        {contact.label}:{' '}
        <a
          href={contact.href}
          className={cx(
            'font-semibold whitespace-nowrap',
            dark ? 'text-white underline decoration-white/40 underline-offset-2 hover:decoration-white' : 'text-blue-700 hover:text-blue-800',
          )}
        >
          {contact.value}
        </a>
      </span>
    </li>
  );
}

/** The contact addresses inside the closing band: the block's heading and lead, then each address with its icon. */
function ContactList({ block }: { block: CompanyBlock }) {
  return (
    <div className="mx-auto mt-10 max-w-4xl border-t border-white/15 pt-8 text-left">
      <h3 className="text-center text-lg font-semibold text-white">{block.title}</h3>
      {block.lead && <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-slate-300">{block.lead}</p>}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-contacts="">
        {block.contacts?.map((contact) => (
          <ContactItem key={contact.href} contact={contact} dark />
        ))}
      </ul>
    </div>
  );
}

function Block({ block, tone }: { block: CompanyBlock; tone: SectionTone }) {
  if (block.table) {
    return (
      <Section id={block.id} name={block.id} tone={tone} align="left" eyebrow={block.eyebrow} title={block.title}>
        <Comparison table={block.table} />
      </Section>
    );
  }
  if (!block.cards) return <ProseBlock block={block} tone={tone} />;
  return (
    <Section id={block.id} name={block.id} tone={tone} align="left" eyebrow={block.eyebrow} title={block.title}>
      <CardGrid cards={block.cards} name={block.id} />
    </Section>
  );
}

export function CompanyPage({ page }: { page: CompanyPageContent }) {
  const { contact } = page;
  // Leadership joins the sequence only when the business has listed people, so the tones alternate
  // the same way with or without it, and an empty collection leaves no trace.
  const people = page.leadershipAfter ? EVIDENCE.people : [];
  // A closing block of contact addresses joins the closing band (two contact blocks back to back read as one said twice).
  const contactsBlock = page.blocks[page.blocks.length - 1]?.contacts ? page.blocks[page.blocks.length - 1] : undefined;
  const blocks = contactsBlock ? page.blocks.slice(0, -1) : page.blocks;
  const sequence: ({ kind: 'block'; block: CompanyBlock } | { kind: 'leadership' })[] = blocks.flatMap((block) =>
    people.length && block.id === page.leadershipAfter ? [{ kind: 'block' as const, block }, { kind: 'leadership' as const }] : [{ kind: 'block' as const, block }],
  );
  const last = blocks[blocks.length - 1];
  return (
    <>
      <PageHero hero={page.hero} visual={<HeroVisual visual={page.visual} />} underCopy={page.stats && <StatList stats={page.stats} label="Key figures" />} />
      {/* The dark compliance band sits before the last block, so it never stacks on the dark contact band. */}
      {sequence.map((item, i) => {
        const tone = BLOCK_TONES[i % BLOCK_TONES.length];
        if (item.kind === 'leadership') return <Leadership key="leadership" people={people} tone={tone} />;
        return (
          <Fragment key={item.block.id}>
            {page.compliance && item.block === last && <ComplianceSection intro={page.compliance.intro} />}
            <Block block={item.block} tone={tone} />
          </Fragment>
        );
      })}
      {/* Legal text a reader must be able to read, before the contact band: a normal note at body size, left-aligned in the page's column. */}
      {page.disclaimer && (
        <aside aria-label="Important information" className="bg-white pb-16 sm:pb-20" data-disclaimer="">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="flex max-w-3xl gap-4 border-t border-slate-200 pt-8">
              <Icon icon={Info} className="mt-1 size-5 shrink-0 text-slate-600" />
              <div>
                <p className="font-semibold text-slate-700">Important information</p>
                <p className="mt-2 text-base leading-7 text-slate-600">{page.disclaimer}</p>
              </div>
            </div>
          </div>
        </aside>
      )}
      {contactsBlock ? (
        <CtaSection id={contactsBlock.id}>
          <CtaPanel id={contactsBlock.id} title={contact.title} description={contact.description}>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={contact.to ? mailto(contact.to, contact.subject) : salesMailto(contact.subject)} size="lg">
              {contact.label}
            </ButtonLink>
            {contact.secondary && (
              <ButtonLink href={navHref(contact.secondary.path)} variant="secondary" size="lg">
                {contact.secondary.label}
              </ButtonLink>
            )}
            </div>
            <ContactList block={contactsBlock} />
          </CtaPanel>
        </CtaSection>
      ) : (
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
      )}
    </>
  );
}
