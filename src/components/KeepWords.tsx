/**
 * Text whose hyphenated words ("Follow-Up", "Retrieval-augmented") never break at the hyphen: each
 * such word is a `white-space: nowrap` span. Buttons and links once used the non-breaking hyphen
 * U+2011 instead, which find-in-page, voice control and a search for "follow-up" do not match
 * (issue 32); the text stays the plain hyphen the visitor types.
 */
import { Fragment } from 'react';

const HYPHENATED = /(\S+-\S+)/;

export function KeepWords({ text }: { text: string }) {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
