/**
 * A compliance framework as the site shows it everywhere (the badge row under a hero, the coverage
 * section, /about): one light chip naming it, linked to what the listing means for it on /security.
 * One look, so a framework never reads as a dark table on one page and a chip on another.
 */
import { SECURITY_PATH, type ComplianceFramework } from '../content/compliance.ts';

export function FrameworkChip({ framework }: { framework: ComplianceFramework }) {
  return (
    <a href={`${SECURITY_PATH}#${framework.id}`} className="inline-block rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 hover:border-blue-300 hover:text-blue-700">
      {framework.name}
    </a>
  );
}
