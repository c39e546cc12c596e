// @ts-check
// CI's closing line: node .ci/summary.mjs STATUS SUMMARY.json… adds up the counts each run of
// tests/harness/test.mjs wrote (TEST_SUMMARY_FILE) and exits with STATUS, so a run that stopped before
// it counted anything still reads as failed.
import { readFileSync } from 'node:fs';
import { addCounts, closingLine, NO_COUNTS } from '../tests/harness/test-counts.mjs';

const [status = '1', ...files] = process.argv.slice(2);
const counts = files.map((file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { ...NO_COUNTS, failed: 1 };
  }
});
const total = addCounts(NO_COUNTS, ...counts);
const failed = Number(status) !== 0 && total.failed === 0 ? 1 : total.failed;
console.log(closingLine({ ...total, failed }, { ci: true }));
process.exit(Number(status));
