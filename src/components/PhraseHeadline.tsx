/**
 * A hero heading that breaks between phrases: each short function word is kept with the word after it
 * ("from documents,", "an examiner"), so a balanced H1 breaks between phrases and not inside them
 * (review A r6: the risk-assessment H1 read "Assess risk from / documents, / not just scores" at 390 px,
 * and balancing split "the / work" and "an / examiner" on the other solution heroes). The text is
 * unchanged. A module of its own, not a Headline option: the demo island bundles Headline.
 */
import { Fragment } from 'react';
import { Headline } from './Headline.tsx';

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

export function PhraseHeadline({ text }: { text: string }) {
  return (
    <>
      {phraseGroups(text).map((group, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          {/* Inline nowrap, not Headline's inline-block `.keep-word`: Chromium's text-wrap: balance falls
              back to greedy breaking around atomic inlines ("Find compliance / gaps / before an examiner / does").
              Below lg only: at 1280 the heading has room for two balanced lines, and pairs made some take three
              (tests/browser/solution-heroes.test.ts). */}
          {group.includes(' ') ? <span className="max-lg:whitespace-nowrap">{group}</span> : <Headline text={group} />}
        </Fragment>
      ))}
    </>
  );
}
