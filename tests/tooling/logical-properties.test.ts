/** @jest-environment node */
import { Linter } from 'eslint';
import { logicalProperties } from '../../scripts/lint/logical-properties.mjs';

// The lint rule that keeps sides out of the components and routes (scripts/lint/, eslint.config.mjs):
// `npm run lint` runs it there; this checks that it finds each kind of side and passes what has none.

function problems(code: string) {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.jsx'],
          languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
          plugins: { site: { rules: { 'logical-properties': logicalProperties } } },
          rules: { 'site/logical-properties': 'error' },
        },
      ],
      'a.jsx',
    )
    .map(({ line, message }) => `${line}: ${message}`);
}

it('finds each kind of side it forbids', () => {
  const classes =
    'ml-1 -mr-2 sm:pl-4 hover:pr-10 scroll-ml-2 left-0 -right-24 md:right-3 border-l border-r-2 ' +
    'rounded-l-lg rounded-tr text-left float-right bg-linear-to-br -translate-x-1/2 [margin-left:2px]';
  expect(
    problems(`<p className="${classes}" style={{ marginLeft: 4, textAlign: 'right' }} />`),
  ).toEqual([
    '1: ml-1 names a side: use ms-1',
    '1: -mr-2 names a side: use -me-2',
    '1: sm:pl-4 names a side: use sm:ps-4',
    '1: hover:pr-10 names a side: use hover:pe-10',
    '1: scroll-ml-2 names a side: use scroll-ms-2',
    '1: left-0 names a side: use start-0',
    '1: -right-24 names a side: use -end-24',
    '1: md:right-3 names a side: use md:end-3',
    '1: border-l names a side: use border-s',
    '1: border-r-2 names a side: use border-e-2',
    '1: rounded-l-lg names a side: use rounded-s-lg',
    '1: rounded-tr names a side: use rounded-se',
    '1: text-left names a side: use text-start',
    '1: float-right names a side: use float-end',
    '1: bg-linear-to-br names a side: use ltr: and rtl: variants of it',
    '1: -translate-x-1/2 names a side: use ltr: and rtl: variants of it',
    '1: [margin-left:2px] names a side: use its logical property',
    '1: style marginLeft names a side: use its logical property',
    '1: style textAlign names a side: use its logical property',
  ]);
  // In a template's text, a class list built in code.
  expect(problems('const c = `pt-2 ${x} ml-1`;')).toEqual(['1: ml-1 names a side: use ms-1']);
});

it('passes what names no side, or names both directions', () => {
  const logical =
    'ms-1 pe-10 start-0 -end-24 border-s rounded-ss text-start mx-auto px-4 inset-x-0 ' +
    'ltr:bg-linear-to-br rtl:bg-linear-to-bl rtl:-scale-x-100 bottom-right noopener left';
  expect(problems(`const c = cn('${logical}', \`pt-2 \${x} mb-1\`);`)).toEqual([]);
});
