import '@testing-library/jest-dom';
import { browserEnv, settingsOf } from '@/lib/settings/settings.mjs';

// What next.config.mjs hands the bundles (`env`), which Jest does not read: the code the browser
// also runs (lib/settings/browser.mjs) sees the checked settings as a build's does.
Object.assign(process.env, browserEnv(settingsOf(process.env)));
