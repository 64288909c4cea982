/**
 * Tailwind's optimizer warns on stderr about pseudo-classes it does not know yet (`:target-current`), keeping the rule;
 * a production build must print nothing there, yet any other warning must still reach the release engineer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withoutKnownOptimizerWarnings } from '../../generator/outputs/css.ts';

const report = (...messages: string[]) =>
  [`Found ${messages.length} ${messages.length === 1 ? 'warning' : 'warnings'} while optimizing generated CSS:`, ...messages.map((m) => `│ .x {\n┆   ^-- ${m}\n┆`)].join('\n');
const TARGET_CURRENT = "'target-current' is not recognized as a valid pseudo-class. Did you mean '::target-current' (pseudo-element) or is this a typo?";

describe('the CSS optimizer\'s warnings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('silences a report whose every issue is a known pseudo-class, and restores console.warn after', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = console.warn;
    const result = await withoutKnownOptimizerWarnings(async () => {
      console.warn(report(TARGET_CURRENT));
      return 'css';
    });
    expect(result).toBe('css');
    expect(warn).not.toHaveBeenCalled();
    expect(console.warn).toBe(original);
  });

  it('passes through a report with any other issue, and any other warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await withoutKnownOptimizerWarnings(async () => {
      console.warn(report(TARGET_CURRENT, "'hover-ish' is not recognized as a valid pseudo-class"));
      console.warn(report('Unexpected token Semicolon'));
      console.warn('something else');
    });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('restores console.warn when the work throws', async () => {
    const original = console.warn;
    await expect(withoutKnownOptimizerWarnings(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(console.warn).toBe(original);
  });
});
