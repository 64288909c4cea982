import { BRAND } from '../site.ts';

/** The id of the header's mark, which the footer's mark draws again. */
const MARK_ID = 'logo-mark';

/**
 * The wordmark: a geometric mark plus the brand name, all inline SVG/text (no image request). The
 * header draws the mark; the footer's `<use>`s it: on the long pages the footer sits more than
 * gzip's 32 KB window after the header, so a second copy of its shapes cost its full weight again.
 */
export function Logo({ reuseMark = false }: { reuseMark?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" id={reuseMark ? undefined : MARK_ID}>
        {reuseMark ? (
          <use href={`#${MARK_ID}`} />
        ) : (
          <>
            <rect width="32" height="32" rx="8" fill="#1d4ed8" />
            <path d="M8 9h4.2l3.8 10.4L19.8 9H24l-6.1 14h-3.8z" fill="#fff" />
          </>
        )}
      </svg>
      {BRAND}
    </span>
  );
}
