// Finds a system tool the tests need, or installs its Debian package when we are root: the one
// way our machines get Chromium and Java (no browser or JDK is downloaded by npm).
import { execSync } from 'node:child_process';

/**
 * @param {{ name: string, found: () => boolean, pkg: string, hint: string }} tool
 *   `found` checks for the tool; `pkg` is the Debian package; `hint` says how to fix it by hand.
 */
export function ensureDebianPackage({ name, found, pkg, hint }) {
  if (found()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${name} not found. Install it (Debian: sudo apt-get install -y ${pkg}) or ${hint}.`);
    process.exit(1);
  }
  console.log(`${name} not found; installing Debian package "${pkg}" (one-time)...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
  } catch {
    console.error(`Could not install ${name} with apt-get. Install it by hand or ${hint}.`);
    process.exit(1);
  }
  if (!found()) {
    console.error(`apt-get finished but ${name} is still missing; ${hint}.`);
    process.exit(1);
  }
}
