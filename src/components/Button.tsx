/**
 * The shared button (docs/product-rules.md#shared-button): variants primary, secondary and gradient, and a
 * loading state that disables it and shows a spinner while keeping its accessible name.
 * One variant table serves <button> and link-styled <a> alike.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'gradient';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Focus rings come from the site-wide :focus-visible rule (main.css); `disabled:` styles only
// where a <button> can be disabled, not on every link styled as a button.
const BASE = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold';
const DISABLED = 'disabled:cursor-not-allowed disabled:opacity-70';

export const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
  // The same blue as primary with a slight sheen: one family of primary actions, not two looks.
  // One component rule in main.css (`.btn-gradient`) instead of six gradient utilities, which cost
  // every island page ~0.4 KB gzip of stylesheet (the gradient's nine @property fallbacks included).
  gradient: 'btn-gradient text-white',
};

const SIZES: Record<ButtonSize, string> = {
  // Rows of small secondary actions: the demo's four, two to a row. Body-size text (14 px), not 12:
  // a short label may take two lines at 390 px rather than shrink.
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

/**
 * A hero's actions, one pattern on every page and the closing bands' own (review B r8, review A r7): below sm
 * stacked full width, primary on top, each label on one line (side by side in equal columns, "Book Your Free /
 * Consultation" and "See Each / Framework" took two lines at 390 px); from sm each at its own width in one row.
 * A lone button takes the same full-width row on phones. The closing bands' utilities (components/ClosingCta.tsx),
 * so every family's stylesheet already carries them. Every hero label fits one line in a 288 px button (320 px
 * wide phones); tests/browser/hero-visuals.test.ts checks them at 390 px.
 */
export const HERO_ACTIONS = 'flex flex-col gap-3 sm:flex-row';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cx(BASE, BUTTON_VARIANTS[variant], SIZES[size], className);
}

function Spinner() {
  return (
    <svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  children: ReactNode;
}

export function Button({ variant, size, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, cx(DISABLED, className))}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  href: string;
  children: ReactNode;
}

export function ButtonLink({ variant, size, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </a>
  );
}
