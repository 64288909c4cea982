/**
 * A heading's text with each hyphenated word kept whole ("general-purpose" never breaks as
 * "general-/purpose" on a phone). The words sit in `.keep-word` spans (main.css); the text is unchanged.
 *
 * `keepPhrases` also keeps each short function word with the word after it ("from documents,", "an
 * examiner"), so a balanced heading breaks between phrases and not inside them (review r6: the risk
 * assessment H1 read "Assess risk from / documents, / not just scores" at 390 px, and balancing split
 * "the / work", "an / examiner" on the other solution heroes). Opt-in, for the heroes that asked for it.
 */
import { Fragment } from 'react';

const HYPHENATED = /(\S*\w-\w\S*)/;

/** Words that read with the word after them: articles, prepositions, conjunctions. */
const LEADS_ON = new Set(['a', 'an', 'the', 'to', 'of', 'in', 'on', 'for', 'from', 'with', 'by', 'as', 'at', 'and', 'or', 'before', 'after', 'between', 'while']);
const leadsOn = (word: string | undefined) => word !== undefined && LEADS_ON.has(word.toLowerCase());

/**
 * The heading's words in unbreakable pairs: a function word joins the word after it, unless that is a
 * function word too ("before | an examiner", not "before an examiner" whole: longer groups left a
 * phone line one word long).
 */
export function phraseGroups(text: string): string[] {
  const words = text.split(' ').filter(Boolean);
  const groups: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (leadsOn(words[i]) && i + 1 < words.length && !leadsOn(words[i + 1])) {
      groups.push(`${words[i]} ${words[i + 1]}`);
      i++;
    } else groups.push(words[i]!);
  }
  return groups;
}

export function Headline({ text, keepPhrases = false }: { text: string; keepPhrases?: boolean }) {
  if (keepPhrases) {
    return (
      <>
        {phraseGroups(text).map((group, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            {/* Inline nowrap, not the inline-block `.keep-word`: Chromium's text-wrap: balance falls back
                to greedy breaking around atomic inlines ("Find compliance / gaps / before an examiner / does"). */}
            {group.includes(' ') || HYPHENATED.test(group) ? <span className="whitespace-nowrap">{group}</span> : group}
          </Fragment>
        ))}
      </>
    );
  }
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="keep-word">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
