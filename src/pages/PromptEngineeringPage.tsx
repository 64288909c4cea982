/** /prompt-engineering: key concepts (cards), industry prompt books with example prompts, and the method (steps). */
import { PageHero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { CardGrid, IconBadge } from '../components/Cards.tsx';
import { StepList } from '../components/Steps.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { navHref } from '../render/paths.ts';
import {
  CONCEPTS_SECTION,
  KEY_CONCEPTS,
  METHOD_SECTION,
  METHOD_STEPS,
  PROMPT_BOOKS,
  PROMPT_BOOKS_SECTION,
  PROMPT_CTA,
  PROMPT_ANATOMY,
  PROMPT_HERO,
  type PromptBook,
} from '../content/prompt-engineering.ts';
import { ClosingCta } from '../components/ClosingCta.tsx';
import { PromptAnatomy } from '../components/visuals/PromptAnatomy.tsx';

function PromptBookCard({ book }: { book: PromptBook }) {
  return (
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6" data-prompt-book={book.industry}>
      <div className="flex items-center gap-3">
        <IconBadge icon={book.icon} />
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{book.industry}</h3>
          <p className="text-sm font-medium text-blue-700">{book.title}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-slate-600">{book.description}</p>
      {/* On phones the card and the prompt boxes pad less and the monospace is a size smaller: nested
          paddings left a prompt ~24 characters a line at 390 px; now ~36. */}
      <ul className="mt-5 grid gap-3">
        {book.examples.map((example) => (
          <li key={example} className="flex items-start gap-2 rounded-lg border-l-4 border-blue-700 bg-slate-50 px-3 py-3 font-mono text-xs leading-6 break-words text-slate-800 sm:gap-3 sm:px-4 sm:text-code" data-prompt="">
            <span className="min-w-0 flex-1">{example}</span>
            {/* Progressive enhancement: hidden without JavaScript; the enhancement script (src/browser/enhance.ts) shows it and copies the prompt. */}
            <button type="button" hidden className="-my-0.5 shrink-0 rounded-md px-2 py-1 font-sans text-sm font-semibold text-blue-700 hover:bg-blue-50 hover:text-blue-800" data-copy-prompt="">
              Copy
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function PromptEngineeringPage() {
  return (
    <>
      <PageHero hero={PROMPT_HERO} visual={<PromptAnatomy {...PROMPT_ANATOMY} />} />
      <Section id="concepts" name="concepts" {...CONCEPTS_SECTION}>
        <CardGrid cards={KEY_CONCEPTS} name="concepts" />
      </Section>
      <Section id="prompt-books" name="prompt-books" tone="muted" {...PROMPT_BOOKS_SECTION}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {PROMPT_BOOKS.map((book) => (
            <PromptBookCard key={book.industry} book={book} />
          ))}
        </ul>
      </Section>
      <Section id="method" name="methodology" {...METHOD_SECTION}>
        <StepList steps={METHOD_STEPS} name="methodology" />
      </Section>
      <ClosingCta id="prompt-cta" title={PROMPT_CTA.title} description={PROMPT_CTA.description}>
        <ButtonLink href={navHref(PROMPT_CTA.primaryPath)} size="lg">
          {PROMPT_CTA.primaryLabel}
        </ButtonLink>
        <ButtonLink href={navHref(PROMPT_CTA.secondaryPath)} variant="secondary" size="lg">
          {PROMPT_CTA.secondaryLabel}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
