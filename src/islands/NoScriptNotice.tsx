/**
 * What a visitor with JavaScript turned off sees beside an interactive part (rendered inside
 * <noscript>): plainly what needs JavaScript, and a way to reach sales that does not.
 */
import { CONTACT } from '../site.ts';

export function NoScriptNotice({ action }: { action: string }) {
  return (
    <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-noscript-notice="">
      {/* One text node per run of words: React marks each join of two text nodes with a comment in the HTML. */}
      {`${action} needs JavaScript, which is turned off in this browser. Turn it on, or write to `}
      <a className="font-semibold underline" href={`mailto:${CONTACT.email}`}>
        {CONTACT.email}
      </a>
      {' or call '}
      <a className="font-semibold whitespace-nowrap underline" href={CONTACT.phoneHref}>
        {CONTACT.phone}
      </a>
      .
    </p>
  );
}

/** The learn tabs without JavaScript: a stylesheet (CSP allows only 'self' styles) that shows every panel. */
export function NoScriptTabs() {
  return <link rel="stylesheet" href="/noscript-tabs.css" />;
}
