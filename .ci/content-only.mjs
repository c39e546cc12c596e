// @ts-check
// Whether a push to main may go live once the content gate passed (.github/workflows/test.yml):
// only when its tree differs from a commit the whole suite passed in content alone, the site's
// content/ and the test owners' tests/fixtures/<name>/content/, so the code it ships is code that
// was tested. Trees are compared, not histories: a force push or a merge is judged by what it
// would publish.
//   node .ci/content-only.mjs <passed commit, or empty> <commit>   prints true or false
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';

/** What the content gate checks: the site's words, photos and settings of content, and the owners'. */
const CONTENT = [/^content\//, /^tests\/fixtures\/[^/]+\/content\//];

/**
 * Whether the files two trees differ in are all content (none: the tree was tested as it is).
 * @param {string[]} files paths from the repository's root
 */
export const contentOnly = (files) =>
  files.every((file) => CONTENT.some((pattern) => pattern.test(file)));

/**
 * The files two commits' trees differ in, a renamed file by both its paths; undefined when
 * either commit is not in this clone.
 * @param {string} from @param {string} to @param {string} [cwd] the clone
 * @returns {string[] | undefined}
 */
export function changedFiles(from, to, cwd) {
  try {
    return execFileSync('git', ['diff', '--name-only', '--no-renames', '-z', from, to], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

if (basename(process.argv[1] ?? '') === 'content-only.mjs') {
  const [passed = '', commit = 'HEAD'] = process.argv.slice(2);
  const files = passed ? changedFiles(passed, commit) : undefined;
  const only = files !== undefined && contentOnly(files);
  // Why, in the job's log; the answer alone on stdout, for GITHUB_OUTPUT.
  console.error(
    files === undefined
      ? `content-only: no tested commit to compare with${passed ? ` (${passed} not fetched)` : ''}`
      : `content-only: ${files.length} files differ from ${passed}${
          only
            ? ', all content'
            : `, ${files
                .filter((file) => !contentOnly([file]))
                .slice(0, 5)
                .join(', ')}… not content`
        }`,
  );
  console.log(String(only));
}
