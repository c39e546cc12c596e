import { flushCompileCache } from 'node:module';
import '@testing-library/jest-dom';
import { browserEnv, settingsOf } from '@/lib/settings/settings.mjs';

// What next.config.mjs hands the bundles (`env`), which Jest does not read: the code the browser
// also runs (lib/settings/browser.mjs) sees the checked settings as a build's does.
Object.assign(process.env, browserEnv(settingsOf(process.env)));

// npm test sets NODE_COMPILE_CACHE, which Node writes as a process ends, and Jest kills a worker
// that takes more than half a second to end: on a first run, with the cache empty, it printed "A
// worker process has failed to exit gracefully" every time, where no test leaks. Written after
// each file, the cache leaves a worker's end nothing to do.
afterAll(() => {
  flushCompileCache();
});
