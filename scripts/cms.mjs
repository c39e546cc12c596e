// @ts-check
// `npm run cms`: the CMS on this machine, editing this checkout's content/ (docs/cms.md). Decap's
// page, configuration and bundle as the build writes them (scripts/build/cms.mjs; the bundle
// fetched once into node_modules/.cache/, as a build with the CMS fetches it), served at
// http://127.0.0.1:3001/admin/, and decap-server beside it, which writes what is saved into
// content/ here; `npm run dev` in another terminal shows the pages as they change. Ctrl-C stops
// both. Works before CMS_REPOSITORY is set: on this machine nobody logs in to GitHub.
import './build/load-env.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CMS } from '../lib/settings/env.mjs';
import { LOCAL_BACKEND, writeCms } from './build/cms.mjs';
import { CMS_FOLDER } from './build/output.mjs';
import { binScript } from './tools/node-tools.mjs';

const ROOT = join(import.meta.dirname, '..');
const ADDRESS = '127.0.0.1:3001';
const served = join(ROOT, 'node_modules', '.cache', 'site-cms');

writeCms(served, { cms: CMS, siteUrl: 'http://localhost:3000/' });
const children = [
  spawn(process.execPath, [binScript('decap-server')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: new URL(LOCAL_BACKEND).port },
  }),
  spawn(process.execPath, [binScript('serve'), served, '--listen', `tcp://${ADDRESS}`], {
    stdio: 'ignore',
    // serve asks the npm registry for a newer serve and notes it in a /tmp folder every user shares.
    env: { ...process.env, NO_UPDATE_CHECK: '1' },
  }),
];
const stop = () => children.forEach((child) => child.kill());
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
// Stopped by name (kill, a task manager), not by Ctrl-C, it stops the two with it.
process.on('SIGTERM', stop);
console.log(`cms: http://${ADDRESS}/${CMS_FOLDER}/ edits content/ here (Ctrl-C stops it)`);
