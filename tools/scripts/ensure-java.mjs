// Finds or installs the Java runtime the W3C Nu HTML checker (vnu-jar) runs on.
import { execSync } from 'node:child_process';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const javaRuns = () => {
  try {
    execSync('java -version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
ensureDebianPackage({ name: 'Java', found: javaRuns, pkg: 'default-jre-headless', hint: 'put a Java runtime on PATH' });
