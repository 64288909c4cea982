/**
 * The incremental build's record (generator/session/incremental.ts): what decides that a page is
 * kept, how class-name sets are shared, and the manifest on disk, which describes one output folder
 * and only while that folder is the one it was written for.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClassSets, forgetManifest, MANIFEST_VERSION, outputFilesOf, pageUnchanged, readManifest, writeManifest, type BuildManifest, type PageRecord } from '../../generator/session/incremental.ts';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

const record = (over: Partial<PageRecord> = {}): PageRecord => ({ family: 'notes', html: 'h', classes: 'k', islands: [], links: ['/', '/about'], reads: ['content/a.md#body'], files: ['notes/index.html'], ...over });
const manifest = (over: Partial<BuildManifest> = {}): BuildManifest => ({
  version: MANIFEST_VERSION,
  globalKey: 'g',
  classSets: {},
  stylesheets: { notes: '/assets/notes-1.css' },
  pages: { '/notes': record() },
  inputs: { 'content/a.md#body': 'x1' },
  otherFiles: ['assets/notes-1.css'],
  ...over,
});

describe('a page of the previous build', () => {
  it('is kept when the global key, its family and every input it read are as they were', () => {
    expect(pageUnchanged(manifest(), 'g', { 'content/a.md#body': 'x1' }, record(), 'notes')).toBe(true);
  });

  it('renders again when any of them changed', () => {
    expect(pageUnchanged(manifest(), 'other', { 'content/a.md#body': 'x1' }, record(), 'notes')).toBe(false);
    expect(pageUnchanged(manifest(), 'g', { 'content/a.md#body': 'x2' }, record(), 'notes')).toBe(false);
    expect(pageUnchanged(manifest(), 'g', { 'content/a.md#body': 'x1' }, record(), 'company')).toBe(false);
    // An input gone then and now counts as unchanged; one that appeared does not.
    expect(pageUnchanged(manifest({ inputs: {} }), 'g', {}, record(), 'notes')).toBe(true);
    expect(pageUnchanged(manifest({ inputs: {} }), 'g', { 'content/a.md#body': 'new' }, record(), 'notes')).toBe(false);
  });
});

describe('class-name sets', () => {
  it('are stored once by content, whatever the order, and only those some page still uses are kept', () => {
    const sets = createClassSets({ old: ['gone'] });
    const a = sets.add(['b', 'a']);
    expect(sets.add(new Set(['a', 'b']))).toBe(a);
    const c = sets.add(['c']);
    expect(sets.get(a)).toEqual(['a', 'b']);
    expect(sets.get('unknown')).toEqual([]);
    expect(sets.used([{ classes: a }, { classes: a }])).toEqual({ [a]: ['a', 'b'] });
    expect(Object.keys(sets.used([{ classes: c }, { classes: 'old' }])).sort()).toEqual([c, 'old'].sort());
  });
});

describe('the manifest on disk', () => {
  it('lists every output file, page files first', () => {
    expect(outputFilesOf(manifest())).toEqual(['notes/index.html', 'assets/notes-1.css']);
  });

  it('reads back as written, links and all, while the folder is the one it describes', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'manifest-'));
    temps.push(parent);
    const out = join(parent, 'site');
    await mkdir(out);
    const written = manifest({ pages: { '/notes': record(), '/notes/a': record({ links: ['/about', '/notes'] }) } });
    await writeManifest(out, written);
    expect(await readManifest(out)).toEqual({ ...written, folder: expect.any(String) });
    // A folder replaced by another (a new inode) is not the one the manifest describes.
    await rm(out, { recursive: true });
    await mkdir(out);
    await writeFile(join(out, 'x'), '');
    expect(await readManifest(out)).toBeUndefined();
  });

  it('is gone once forgotten, and a folder that does not exist gets none', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'manifest-'));
    temps.push(parent);
    const out = join(parent, 'site');
    await writeManifest(out, manifest());
    expect(await readManifest(out)).toBeUndefined();
    await mkdir(out);
    await writeManifest(out, manifest());
    expect(await readManifest(out)).toBeDefined();
    await forgetManifest(out);
    expect(await readManifest(out)).toBeUndefined();
  });
});
