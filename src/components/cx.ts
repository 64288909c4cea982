/** Joins class names, dropping falsy ones: the only class-merging helper (no ternary piles in JSX). */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
