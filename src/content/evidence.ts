/**
 * The business's evidence, loaded from its five collections (src/collections/evidence-schemas.ts):
 * customers, case studies, people, assurance facts and how each product figure was measured. The
 * real site ships them empty until the business supplies entries; every section that shows one
 * renders nothing when its collection is empty (no slot, no heading, no trace in the HTML).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BuildError, type BuildProblem } from '../../generator/check/errors.ts';
import { contentPath, siteContentRoots, type ContentRoots } from '../collections/content-root.ts';
import { draftsIncluded, loadCollection, type CollectionEntry } from '../collections/load-collection.ts';
import {
  assuranceSchema,
  caseStudySchema,
  customerSchema,
  methodologySchema,
  modelSchema,
  personSchema,
  type Accountability,
  type Assurance,
  type CaseStudy,
  type Customer,
  type Methodology,
  type Model,
  type Person,
  type StatementTopic,
} from '../collections/evidence-schemas.ts';
import type { RenderedMarkdown } from '../collections/markdown.ts';
import { PRODUCT_FIGURE_IDS, type ProductFigureId } from './figures.ts';

/** The collections, by folder under content/: what each holds, for README files and the readiness report. */
export const EVIDENCE_COLLECTIONS = {
  customers: 'customers the business may name, with logo and the date they allowed it',
  'case-studies': 'case studies: problem, approach, sourced results, an optional consented quote',
  people: 'leadership: name, role, photo, short bio, profile link',
  assurance: 'SOC 2 Type II report status and period, last penetration test, subprocessors, disclosure policy, statements (AI testing, update signing, telemetry, custom training; identity, key management, encryption in transit, support logs, offline updates, AI governance), plan terms (support, sign-in, term, exit, what the customer provides, offline licensing, trial install), agent status by industry',
  methodology: 'how each product figure was measured: data set, date, conditions',
  models: 'the models shipped: version, parameters, base model and licence, training data, update cadence',
} as const;
export type EvidenceCollection = keyof typeof EVIDENCE_COLLECTIONS;

/**
 * An image beside its entry, as the image pipeline names it (generator/images/: a `<picture>` of
 * AVIF, WebP and a fallback, an SVG as it is), with the entry's file for a problem to point at.
 */
export interface EvidenceImage {
  /** Path under the content folder: `customers/sample-bank.svg` (a `--content-from` folder's in its place). */
  src: string;
  /** The entry that names the image (`content/customers/acme.md`): where a bad image's problem points. */
  at: string;
}

export type CustomerEntry = Omit<Customer, 'logo' | 'draft'> & { slug: string; logo: EvidenceImage };
export type PersonEntry = Omit<Person, 'photo' | 'draft'> & { slug: string; photo?: EvidenceImage };

/** The leadership (people without a group, or `group: leadership`); the rest are advisors. */
export const leadershipOf = (people: PersonEntry[]): PersonEntry[] => people.filter((person) => person.group !== 'advisors');
export const advisorsOf = (people: PersonEntry[]): PersonEntry[] => people.filter((person) => person.group === 'advisors');
export type CaseStudyEntry = Omit<CaseStudy, 'draft'> & { slug: string; file: string; customerEntry: CustomerEntry; body: RenderedMarkdown };
export type AssuranceEntry = Assurance & { slug: string; body: RenderedMarkdown };
export type MethodologyEntry = Omit<Methodology, 'draft'> & { slug: string; body: RenderedMarkdown };
export type ModelEntry = Omit<Model, 'draft'> & { slug: string };

export interface Evidence {
  customers: CustomerEntry[];
  caseStudies: CaseStudyEntry[];
  people: PersonEntry[];
  assurance: AssuranceEntry[];
  methodology: MethodologyEntry[];
  models: ModelEntry[];
  /** Where each collection was read from (its folder from the project root), for the readiness report. */
  folders: Record<EvidenceCollection, string>;
}

/** Loads and cross-checks the five collections; one BuildError lists every problem. */
export function loadEvidence(roots: ContentRoots, options: { includeDrafts?: boolean } = {}): Evidence {
  const load = <S extends Parameters<typeof loadCollection>[1]>(folder: EvidenceCollection, schema: S) =>
    loadCollection(folder, schema, { root: roots.root, contentFrom: roots.contentFrom, includeDrafts: options.includeDrafts }) as CollectionEntry<import('zod').output<S>>[];
  const problems: BuildProblem[] = [];
  const image = (entry: { file: string }, folder: EvidenceCollection, name: string, field: string): EvidenceImage => {
    if (!existsSync(join(roots.root, dirname(entry.file), name))) problems.push({ where: entry.file, message: `field "${field}": no file "${name}" beside this entry`, hint: `put the image in ${dirname(entry.file)}/` });
    return { src: `${folder}/${name}`, at: entry.file };
  };

  const customers = load('customers', customerSchema).map((entry) => {
    const { draft: _draft, logo, ...data } = entry.data;
    if (!existsSync(join(contentPath(roots, 'industries').path, `${data.industry}.md`))) problems.push({ where: entry.file, message: `field "industry": no industry page "${data.industry}"`, hint: 'use the file name of an industry in content/industries/, without .md' });
    return { ...data, slug: entry.slug, logo: image(entry, 'customers', logo, 'logo') };
  });
  const caseStudies = load('case-studies', caseStudySchema).flatMap((entry) => {
    const { draft: _draft, ...data } = entry.data;
    const customerEntry = customers.find((customer) => customer.slug === data.customer);
    if (!customerEntry) {
      problems.push({ where: entry.file, message: `field "customer": no customer "${data.customer}"`, hint: 'add the customer to content/customers/ first (their permission to be named comes with it)' });
      return [];
    }
    for (const solution of data.solutions ?? []) {
      if (!existsSync(join(contentPath(roots, 'solutions').path, `${solution}.md`))) problems.push({ where: entry.file, message: `field "solutions": no solution page "${solution}"`, hint: 'use the file name of a solution in content/solutions/, without .md' });
    }
    // A result shown on a solution page only where the study itself is shown: one of the study's own `solutions`.
    data.results.forEach((result, i) => {
      for (const solution of result.solutions ?? []) {
        if (!data.solutions?.includes(solution)) problems.push({ where: entry.file, message: `field "results.${i}.solutions": "${solution}" is not one of the study's solutions`, hint: 'list the solution page under the study\'s own solutions too, or remove it from the result' });
      }
    });
    return [{ ...data, slug: entry.slug, file: entry.file, customerEntry, body: entry.body }];
  });
  const people = load('people', personSchema)
    .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug))
    .map((entry) => {
      const { draft: _draft, photo, ...data } = entry.data;
      return { ...data, slug: entry.slug, ...(photo ? { photo: image(entry, 'people', photo, 'photo') } : {}) };
    });
  const assurance = load('assurance', assuranceSchema).map((entry) => {
    if ((entry.data.kind === 'industry-commitment' || entry.data.kind === 'agent-status') && !existsSync(join(contentPath(roots, 'industries').path, `${entry.data.industry}.md`)))
      problems.push({ where: entry.file, message: `field "industry": no industry page "${entry.data.industry}"`, hint: 'use the file name of an industry in content/industries/, without .md' });
    return { ...entry.data, slug: entry.slug, body: entry.body };
  });
  // One statement a topic and one plan-terms file: two would give one question two answers on the page.
  const once = new Map<string, string>();
  for (const entry of assurance) {
    const key = entry.kind === 'statement' ? `statement "${entry.topic}"` : entry.kind === 'plan-terms' ? 'plan-terms' : undefined;
    if (!key) continue;
    const other = once.get(key);
    if (other) problems.push({ where: `${contentPath(roots, 'assurance').shown}/${entry.slug}.md`, message: `a second ${key} entry (also ${other}.md)`, hint: 'one entry each: merge them' });
    once.set(key, entry.slug);
  }
  const methodology = load('methodology', methodologySchema).map((entry) => {
    const { draft: _draft, ...data } = entry.data;
    return { ...data, slug: entry.slug, body: entry.body };
  });
  const models = load('models', modelSchema).map((entry) => {
    const { draft: _draft, ...data } = entry.data;
    if (!existsSync(join(contentPath(roots, 'industries').path, `${data.industry}.md`))) problems.push({ where: entry.file, message: `field "industry": no industry page "${data.industry}"`, hint: 'use the file name of an industry in content/industries/, without .md' });
    // The card's evaluation is the methodology row's (value, release, date): a reference to nothing would be a figure
    // without its source, so the build names it rather than showing the card without it.
    if (data.evaluation) {
      const { figure, row } = data.evaluation;
      const measured = methodology.find((method) => method.figure === figure);
      if (!measured) problems.push({ where: entry.file, message: `field "evaluation.figure": no methodology entry for "${figure}"`, hint: `add ${contentPath(roots, 'methodology').shown}/${figure}.md, with a breakdown row that measured this model` });
      else if (!measured.breakdown?.some((line) => line.id === row))
        problems.push({
          where: entry.file,
          message: `field "evaluation.row": the "${figure}" methodology entry has no breakdown row "${row}"`,
          hint: measured.breakdown ? `use one of its rows: ${measured.breakdown.map((line) => line.id).join(', ')}` : `add a breakdown row with id ${row}, its value, label and the release it was measured on`,
        });
    }
    return { ...data, slug: entry.slug };
  });
  const seen = new Map<string, string>();
  for (const entry of methodology) {
    const other = seen.get(entry.figure);
    if (other) problems.push({ where: `${contentPath(roots, 'methodology').shown}/${entry.slug}.md`, message: `a second methodology entry for "${entry.figure}" (also ${other}.md)`, hint: 'one entry a figure: merge them' });
    seen.set(entry.figure, entry.slug);
  }
  if (problems.length) throw new BuildError(problems);
  const folders = Object.fromEntries((Object.keys(EVIDENCE_COLLECTIONS) as EvidenceCollection[]).map((folder) => [folder, contentPath(roots, folder).shown])) as Record<EvidenceCollection, string>;
  return { customers, caseStudies, people, assurance, methodology, models, folders };
}

/** The site's evidence, as the build reads it (a `--content-from` folder first, then content/). */
export const EVIDENCE: Evidence = loadEvidence(siteContentRoots(), { includeDrafts: draftsIncluded() });

/** The assurance entries of one kind. */
export function assuranceOf<K extends Assurance['kind']>(kind: K): Extract<AssuranceEntry, { kind: K }>[] {
  return EVIDENCE.assurance.filter((entry): entry is Extract<AssuranceEntry, { kind: K }> => entry.kind === kind);
}

/** The business's statement on one topic (AI testing, update signing, telemetry, custom training), if supplied. */
export function statementOn(topic: StatementTopic): Extract<AssuranceEntry, { kind: 'statement' }> | undefined {
  return assuranceOf('statement').find((entry) => entry.topic === topic);
}

/** The terms behind every plan (support, what the customer provides, offline licensing, trial install), if supplied. */
export function planTerms(): Extract<AssuranceEntry, { kind: 'plan-terms' }> | undefined {
  return assuranceOf('plan-terms')[0];
}

/** The people who answer for an area (`accountableFor`: security, model evaluation), in the people's order. */
export function accountableFor(area: Accountability): PersonEntry[] {
  return EVIDENCE.people.filter((person) => person.accountableFor?.includes(area));
}

/** The commitments the business makes to one industry's customers (a business associate agreement...), as it words them. */
export function commitmentsFor(industry: string) {
  return assuranceOf('industry-commitment').filter((entry) => entry.industry === industry);
}

/** The methodology entry for a product figure, if the business has supplied one. */
export function methodologyFor(figureId: string): MethodologyEntry | undefined {
  return EVIDENCE.methodology.find((entry) => entry.figure === figureId);
}

/** What a model's evaluation names, resolved: the methodology entry and its breakdown row (the loader checked both exist). */
export interface ModelEvaluation {
  entry: MethodologyEntry;
  row: NonNullable<MethodologyEntry['breakdown']>[number];
}
export function evaluationOf(model: Pick<ModelEntry, 'evaluation'>): ModelEvaluation | undefined {
  if (!model.evaluation) return undefined;
  const entry = methodologyFor(model.evaluation.figure);
  const row = entry?.breakdown?.find((line) => line.id === model.evaluation!.row);
  return entry && row ? { entry, row } : undefined;
}

/**
 * A figure's number on /methodology ("Figure 3 of 6"): its place among the figures that have an entry, in
 * the figures' order. The page's eyebrow and the figure cue's superscript both show it, so a reader finds
 * the cue's number on the page. Undefined without an entry.
 */
export function methodologyNumber(figureId: string): number | undefined {
  const place = PRODUCT_FIGURE_IDS.filter((id) => methodologyFor(id)).indexOf(figureId as ProductFigureId);
  return place < 0 ? undefined : place + 1;
}
