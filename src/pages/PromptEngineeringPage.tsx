/** /prompt-engineering: key concepts (cards), industry prompt books with example prompts, and the method (steps). */
import ChevronDown from 'lucide-react/icons/chevron-down';
import Copy from 'lucide-react/icons/copy';
import { PageHero } from '../components/Hero.tsx';
import { Icon } from '../components/Icon.tsx';
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

/**
 * A prompt's text with each [bracketed part] drawn as a token, the part a team replaces with its own
 * (design review: the intro promised bracketed parts no visible prompt had). The brackets stay in the
 * text, so Copy copies them and a screen reader reads them.
 */
function PromptText({ text }: { text: string }) {
  return text.split(/(\[[^\]]+\])/).map((part, i) =>
    part.startsWith('[') ? (
      <span key={i} className="rounded bg-blue-100 px-1 whitespace-nowrap text-blue-900" data-placeholder="">
        {part}
      </span>
    ) : (
      <UnbrokenHyphens key={i} text={part} />
    ),
  );
}

/**
 * Keeps each hyphenated word on one line (design review, round 4: beside the Copy button the first line
 * broke at "prior-", which in a prompt to copy looks like an error). The hyphen stays a plain "-", so
 * Copy copies the prompt as written.
 */
function UnbrokenHyphens({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * One example prompt in a ruled code block under a small header row: a "Prompt" label and, at its right, the
 * Copy button (icon and label, 32 px tall). Design review, round 5: in the block's top-right corner, Copy
 * left the first line a word or two at 390 ("Compare this"); the header row gives the prompt the block's full
 * width. The row is there before the script shows Copy, so nothing moves when it does. The prompt is the
 * button's previous sibling in the DOM: src/browser/enhance.ts copies it and swaps the label's text.
 */
function PromptExample({ text }: { text: string }) {
  return (
    <li className="grid grid-cols-[1fr_auto] rounded-lg border-l-4 border-blue-700 bg-slate-50" data-prompt="">
      <p className="flex min-h-8 items-center pl-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">Prompt</p>
      <span className="col-span-2 border-t border-slate-200 px-4 py-3 font-mono text-code leading-6 break-words text-slate-800">
        <PromptText text={text} />
      </span>
      {/* Progressive enhancement: hidden without JavaScript; the enhancement script (src/browser/enhance.ts) shows it and copies the prompt. */}
      <button type="button" hidden className="col-start-2 row-start-1 mr-1 inline-flex min-h-8 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 hover:text-blue-800" data-copy-prompt="">
        <Icon icon={Copy} className="size-4 shrink-0" />
        <span data-copy-label="">Copy</span>
      </button>
    </li>
  );
}

/** An industry's prompt book: its first prompt shown, the rest behind a native disclosure (no script). */
function PromptBookCard({ book }: { book: PromptBook }) {
  const [first, ...more] = book.examples;
  return (
    // From lg the cards in a row share their rows (subgrid), so the code blocks and the "Show more" links line up.
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6 lg:row-span-4 lg:mb-6 lg:grid lg:grid-rows-subgrid lg:content-start" data-prompt-book={book.industry}>
      <div className="flex items-center gap-3">
        <IconBadge icon={book.icon} />
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{book.industry}</h3>
          {/* Slate, not the links' blue (design review L r52 item 8: styled as a link, it was none). */}
          <p className="text-sm font-medium text-slate-600">{book.title}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-slate-600">{book.description}</p>
      <ul className="mt-4 grid gap-3">{first && <PromptExample text={first} />}</ul>
      {more.length > 0 && (
        <details className="group mt-2" data-more-prompts="">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-blue-700 hover:text-blue-800 [&::-webkit-details-marker]:hidden">
            <Icon icon={ChevronDown} className="size-4 transition group-open:rotate-180" />
            <span className="group-open:hidden">{`Show ${more.length} More ${more.length === 1 ? 'Prompt' : 'Prompts'}`}</span>
            <span className="hidden group-open:inline">Show Fewer Prompts</span>
          </summary>
          <ul className="mt-2 grid gap-3">
            {more.map((example) => (
              <PromptExample key={example} text={example} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

export function PromptEngineeringPage() {
  return (
    <>
      <PageHero hero={PROMPT_HERO} visual={<PromptAnatomy {...PROMPT_ANATOMY} />} />
      <Section id="concepts" name="concepts" {...CONCEPTS_SECTION}>
        {/* Titles at their natural height (design review, round 4: two reserved lines left a gap under the one-line titles). */}
        <CardGrid cards={KEY_CONCEPTS} name="concepts" />
      </Section>
      <Section id="prompt-books" name="prompt-books" tone="muted" {...PROMPT_BOOKS_SECTION}>
        {/* prompt-books (main.css): an opened card no longer stretches its row's neighbour (design review L r45). */}
        <ul className="prompt-books grid gap-6 lg:grid-cols-2 lg:gap-y-0">
          {PROMPT_BOOKS.map((book) => (
            <PromptBookCard key={book.industry} book={book} />
          ))}
        </ul>
      </Section>
      <Section id="method" name="methodology" {...METHOD_SECTION}>
        <StepList steps={METHOD_STEPS} name="methodology" flow />
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
