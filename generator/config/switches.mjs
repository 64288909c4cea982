/**
 * The build's switches: environment variables that change how the build works, listed once here
 * (README's "Switches" table is tested against this list) and read only through `switchOn`. The
 * site's configuration variables are a different list: src/config.ts reads those.
 *
 * Plain JavaScript so build-stamp.mjs and the card worker (og-card-worker.mjs) can use it.
 */

/** Name -> the value that turns it on, and what it does. */
export const SWITCHES = {
  TREE_CACHE: { on: 'off', meaning: 'make the stylesheet and client scripts afresh instead of reading them from the tree cache' },
  COMPRESS_CACHE: { on: 'off', meaning: 'compress every text file afresh instead of copying cached .br/.gz files' },
  OG_CACHE: { on: 'off', meaning: 'draw every Open Graph card afresh instead of copying cached PNGs' },
  OG_RESVG: { on: 'wasm', meaning: "rasterise Open Graph cards with resvg's WebAssembly build instead of the native one" },
};

/** True when switch `name` is set to its value (read at each call: tests and child builds set it per run). */
export function switchOn(name) {
  if (!(name in SWITCHES)) throw new Error(`${name} is not a switch listed in generator/config/switches.mjs`);
  return process.env[name] === SWITCHES[name].on;
}

/** The switches as set now, for the build fingerprint (a switch that changes nothing on disk still names the build). */
export function switchesSet() {
  return Object.fromEntries(Object.keys(SWITCHES).map((name) => [name, process.env[name] ?? '']));
}
