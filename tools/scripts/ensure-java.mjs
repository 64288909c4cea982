// Finds or installs the Java runtime the W3C Nu HTML checker (vnu-jar) runs on, as
// ensure-chromium.mjs does for the browser: Debian's package, installed when we are root.
import { execSync } from 'node:child_process';

const has = () => {
  try {
    execSync('java -version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
if (has()) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error('Java not found: the Nu HTML checker test needs it. Install it (Debian: sudo apt-get install -y default-jre-headless).');
  process.exit(1);
}
console.log('Java not found; installing Debian package "default-jre-headless" (one-time)...');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', { stdio: 'inherit' });
} catch {
  console.error('Could not install Java with apt-get. Install a Java runtime by hand.');
  process.exit(1);
}
if (!has()) {
  console.error('apt-get finished but java is still not on PATH.');
  process.exit(1);
}
