import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { logicalProperties } from './scripts/lint/logical-properties.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'out-*/**',
    // The other owners' copies of the project (tests/harness/owner-check.mjs) lint themselves there.
    '.owner-check/**',
    '.rtl-check/**',
    // The production-install copy npm test builds in (tests/harness/deploy-build.mjs).
    '.deploy-check/**',
    // The copy the bench builds generated content in (scripts/tools/content-bench.mjs).
    '.content-bench/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // Next's export as captured (tests/harness/capture-next-export.mjs), not code of ours.
    'tests/fixtures/next-export/**',
  ]),
  {
    rules: {
      'no-console': ['error', { allow: ['error'] }],
      'react/jsx-no-target-blank': 'error',
    },
  },
  {
    // Right to left mirrors what says start and end (scripts/lint/logical-properties.mjs).
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    plugins: { site: { rules: { 'logical-properties': logicalProperties } } },
    rules: { 'site/logical-properties': 'error' },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Build and test tools report to the terminal.
    files: ['tests/**', 'scripts/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
]);
