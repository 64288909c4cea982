/**
 * A heading's (or a section intro's) text with each hyphenated word kept whole ("general-purpose" never breaks as
 * "general-/purpose" on a phone). The words sit in `.keep-word` spans (main.css); the text is unchanged.
 */
import { Fragment } from 'react';

const HYPHENATED = /(\S*\w-\w\S*)/;

export function Headline({ text }: { text: string }) {
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
