import { BRAND } from '../site.ts';

/** The wordmark: a geometric mark plus the brand name, all inline SVG/text (no image request). */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 9h4.2l3.8 10.4L19.8 9H24l-6.1 14h-3.8z" fill="#fff" />
      </svg>
      {BRAND}
    </span>
  );
}
