// @ts-check
// Addresses that moved: each old path answers 301 with the page it is now, on every host (its
// rules: _redirects, netlify.toml, vercel.json, nginx.conf) or, where a host has none (GitHub
// Pages, S3), with a small page that sends the visitor on. Paths as content/navigation.ts writes
// them, a language's under its prefix ('/de/...'), without the site's base path. An article,
// story, service, person or job that only changed its name lists its old one in its own
// `aliases` instead. A loop, a chain (a target that is itself redirected) or a target that is no
// page of the build stops the build, naming the entry (docs/hosting.md "Redirects").
// (JavaScript, not TypeScript, so the build steps read it as they are; tsc checks its type.)

/** @type {readonly import('./types').Redirect[]} */
export const redirects = [];
