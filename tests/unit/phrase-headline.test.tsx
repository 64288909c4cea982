/**
 * PhraseHeadline (review A r6): a function word is kept with the word after it, so a balanced
 * H1 breaks between phrases ("Assess risk / from documents, / not just scores"), and the text is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Headline } from '../../src/components/Headline.tsx';
import { PhraseHeadline, phraseGroups } from '../../src/components/PhraseHeadline.tsx';

describe('PhraseHeadline', () => {
  it('pairs a preposition, article or conjunction with the next word', () => {
    expect(phraseGroups('Assess risk from documents, not just scores')).toEqual(['Assess', 'risk', 'from documents,', 'not', 'just', 'scores']);
    expect(phraseGroups('Automate the work between inbox and decision')).toEqual(['Automate', 'the work', 'between inbox', 'and decision']);
  });

  it('leaves a function word alone before another one, so no group grows past two words', () => {
    expect(phraseGroups('Find compliance gaps before an examiner does')).toEqual(['Find', 'compliance', 'gaps', 'before', 'an examiner', 'does']);
    expect(phraseGroups('Ends with the')).toEqual(['Ends', 'with', 'the']);
  });

  it('renders each pair as an inline nowrap span (balance still applies) and keeps the text as written', () => {
    const html = renderToStaticMarkup(<PhraseHeadline text="Assess risk from documents, not just scores" />);
    expect(html).toBe('Assess risk <span class="max-lg:whitespace-nowrap">from documents,</span> not just scores');
    expect(html.replace(/<[^>]+>/g, '')).toBe('Assess risk from documents, not just scores');
  });

  it('keeps a hyphenated word whole as Headline does, and Headline itself is unchanged', () => {
    expect(renderToStaticMarkup(<PhraseHeadline text="Small general-purpose models" />)).toBe('Small <span class="keep-word">general-purpose</span> models');
    expect(renderToStaticMarkup(<Headline text="Assess risk from documents" />)).toBe('Assess risk from documents');
    expect(renderToStaticMarkup(<Headline text="Small general-purpose models" />)).toBe('Small <span class="keep-word">general-purpose</span> models');
  });
});
