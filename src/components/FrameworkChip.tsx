/**
 * A compliance framework as the site shows it everywhere (the badge row under a hero, the coverage
 * section, /about): one light chip naming it, in the coverage section linked to what the listing
 * means for it on /security.
 * One look, so a framework never reads as a dark table on one page and a chip on another.
 */
import { SECURITY_PATH, type ComplianceFramework } from '../content/compliance.ts';
import { sectionHref } from '../render/paths.ts';

/** The chip's look, for a list item that is the chip itself (the badge row: no wrapper per chip, first-load bytes). */
export const FRAMEWORK_CHIP = 'inline-block rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800';
const CHIP = FRAMEWORK_CHIP;

/** `linked`: the chip is a link to the framework's listing (the coverage section); the badge row's are labels. */
export function FrameworkChip({ framework, linked = false }: { framework: ComplianceFramework; linked?: boolean }) {
  return linked ? (
    <a href={sectionHref(SECURITY_PATH, framework.id)} className={`${CHIP} hover:border-blue-300 hover:text-blue-700`}>
      {framework.name}
    </a>
  ) : (
    <span className={CHIP}>{framework.name}</span>
  );
}
