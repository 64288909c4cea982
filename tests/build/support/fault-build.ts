/**
 * One build of the fixture site (tests/fixtures/mini-site) in the order the build session takes its
 * steps (generator/session/build-session.ts: lock, stage, build, forget stamp and manifest, commit,
 * record; the session itself is not called because its stamp would not see the test's edits to the
 * fixture copy, which lives outside the tree the stamp watches), for the fault
 * tests (tests/build/faults.test.ts), which compile it once (compile-entry.mjs) and run it as a child:
 *   node index.mjs '{"out": "...", "site": "<a copy of the fixture>", "name": "<the copy's>", "force": false, "killAt": 7}'
 * `killAt`: the build SIGKILLs itself at that fault point (generator/session/fault-points.mjs), as
 * `kill -9` would. `site`: the fixture's folder (a copy the test edits between builds). It prints,
 * as its last line, the JSON of the fault points it went through.
 */
import { buildSite } from '../../../generator/session/pipeline.ts';
import { openStaging } from '../../../generator/session/staging.ts';
import { withOutputLock } from '../../../generator/session/build-lock.ts';
import { armFaultPoint, faultPoint, reachedPoints } from '../../../generator/session/fault-points.mjs';
import { forgetBuild, recordBuild } from '../../../generator/session/build-stamp.mjs';
import { forgetManifest, readManifest, writeManifest } from '../../../generator/session/incremental.ts';
import { machineRefusal } from '../../../generator/check/machine-refusals.ts';
import { miniSite as fixture } from '../../fixtures/mini-site/site.ts';

const { out, force = false, killAt, site: siteRoot, name } = JSON.parse(process.argv[2]) as { out: string; force?: boolean; killAt?: number; site: string; name?: string };
// The fixture as copied by the test (so each build can change a page); a name of its own per copy,
// so builds of two copies side by side keep their bundles in folders of their own (load-site.ts).
const miniSite = { ...fixture, root: siteRoot.endsWith('/') ? siteRoot : `${siteRoot}/`, name: name ?? fixture.name };
// Armed far away when no kill is asked: the points are then recorded, for the test to count them.
armFaultPoint(killAt ?? 1e9);
try {
  await withOutputLock(out, async () => {
    const staging = await openStaging(out, { incremental: !force });
    const built = await buildSite(miniSite, { siteUrl: 'https://mini.example', production: false }, staging, { previous: force ? undefined : await readManifest(out), workers: 0 }).catch(async (error) => {
      await staging.abort();
      throw error;
    });
    await Promise.all([forgetBuild(out), forgetManifest(out)]);
    faultPoint('stamp and manifest forgotten');
    await staging.commit({ previousFiles: built.previousFiles });
    faultPoint('committed, stamp not yet recorded');
    await recordBuild(out, { fingerprint: 'fault-test', pages: built.pages.length, files: built.files.length, configVariables: [] });
    if (built.manifest) await writeManifest(out, built.manifest);
    faultPoint('stamp and manifest recorded');
  });
} catch (error) {
  // As cli/index.ts prints it.
  console.error(machineRefusal(error) ?? (error instanceof Error ? error.stack : String(error)));
  if (process.argv[3] === '--debug') console.error(error);
  process.exit(1);
}
console.log(JSON.stringify(reachedPoints));
