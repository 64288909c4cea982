// Finds or installs the headless Chromium the browser tests and audits drive.
// Downloading a browser build (playwright install) is not possible on our machines,
// so we use Debian's package, installing it when we are root and it is missing.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
ensureDebianPackage({ name: `Chromium (${path})`, found: () => existsSync(path), pkg: 'chromium', hint: 'set CHROMIUM_PATH' });
