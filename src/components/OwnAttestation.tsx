/**
 * Vertiq's own SOC 2 Type II entry, once the business has supplied it (content/assurance/). With it, a
 * framework listing (badge row, compliance section) and /security's framework intro drop "not a
 * certificate issued to Vertiq", which would contradict the report, and the listing carries the
 * assurance line (src/components/AssuranceLine.tsx) instead.
 */
import { assuranceOf } from '../content/evidence.ts';

/** Vertiq's own SOC 2 Type II entry, if the business has supplied one. */
export function ownSoc2() {
  return assuranceOf('soc2-type-ii')[0];
}
