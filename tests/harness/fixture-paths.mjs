// @ts-check
// An owner's run happens in a copy of the project with its fixture laid over it
// (tests/harness/owner-check.mjs), so tsc and ESLint name the copy's files: content/de/site.ts,
// where the file to edit is tests/fixtures/owner/content/de/site.ts. The run's output names the
// fixture's file wherever the fixture has one.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Set by the run that started an owner's: the fixture's folder, whose files lie over the copy. */
export const FIXTURE_ENV = 'TEST_FIXTURE';

/**
 * The output with each file of the copy that came from the fixture named as the fixture's.
 * @param {string} output
 * @param {{ fixture?: string, copy?: string }} [where] fixture: its folder, absolute (unset outside
 *   an owner's run); copy: the copy's folder, as ESLint prefixes its paths
 */
export function namingFixtureFiles(
  output,
  { fixture = process.env[FIXTURE_ENV], copy = process.cwd() } = {},
) {
  if (!fixture) return output;
  const project = join(fixture, '..', '..', '..');
  const escaped = `${copy}${sep}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return output.replace(
    new RegExp(`(?:${escaped})?(content[\\\\/][^\\s'"():,]+)`, 'g'),
    (whole, /** @type {string} */ file) =>
      existsSync(join(fixture, file)) ? relative(project, join(fixture, file)) : whole,
  );
}
