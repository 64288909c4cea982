/** /about, /investors: hero (commitments / charted traction, key figures under the copy), content blocks, optional compliance section, contact band. */
import { Fragment } from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
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
import { ClosingCta } from '../components/ClosingCta.tsx';
import { mailto, salesMailto } from '../content/contact.ts';
import { Comparison } from './product/ComparisonTable.tsx';
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

/** Prose blocks: heading on the left, text (and bullets) on the right at desktop widths. */
function ProseBlock({ block, tone }: { block: CompanyBlock; tone: SectionTone }) {
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} data-section={block.id} className={`${TONE_CLASS[tone]} py-16 sm:py-20`}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{block.eyebrow}</p>
          <h2 id={`${block.id}-heading`} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            <Headline text={block.title} />
          </h2>
        </div>
        <div className="lg:col-span-3">
          <div className="space-y-5 text-lg leading-8 text-slate-600">
            {block.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          </div>
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
            <ul className="mt-8 grid gap-4 rounded-card border border-slate-200 bg-white p-6 sm:grid-cols-2" data-contacts="">
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
        </div>
      </div>
    </section>
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
  return (
    <>
      <PageHero hero={page.hero} visual={<HeroVisual visual={page.visual} />} underCopy={page.stats && <StatList stats={page.stats} label="Key figures" />} />
      {/* The dark compliance band sits before the last block, so it never stacks on the dark contact band. */}
      {page.blocks.map((block, i) => (
        <Fragment key={block.id}>
          {page.compliance && i === page.blocks.length - 1 && <ComplianceSection intro={page.compliance.intro} />}
          <Block block={block} tone={BLOCK_TONES[i % BLOCK_TONES.length]} />
        </Fragment>
      ))}
      {page.leadership && <Leadership people={EVIDENCE.people} tone={BLOCK_TONES[page.blocks.length % BLOCK_TONES.length]} />}
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
      {/* Legal text a reader must be able to read: body size and ink, not 12 px grey small print. */}
      {page.disclaimer && (
        <p className="mx-auto max-w-3xl px-4 pb-16 text-sm leading-6 text-slate-700 sm:px-6 sm:pb-20" data-disclaimer="">
          {page.disclaimer}
        </p>
      )}
    </>
  );
}
