/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// A right-to-left language's pages are the same components under <html dir="rtl"> (README
// "Languages"): the layout mirrors only where it says start and end. So the components, the routes
// and the stylesheet never name a side: no ml-, pr-, left-, border-l, rounded-r or text-left, no
// margin-left or left in CSS or a style prop. What has no logical form (a gradient's angle, a
// sideways translate) says both directions, under ltr: and rtl:. What the pages show, the
// stylesheet's rules included, tests/e2e/languages.spec.ts turns the other way and measures; this
// scan also reaches the states and the components a build does not show.

const root = join(__dirname, '..', '..');
const SCANNED = ['components', 'app'];

/** Each Tailwind utility that names a side, and the one that names the start or end instead. */
const PHYSICAL_UTILITIES: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^(m|p|scroll-m|scroll-p)([lr])(-.*)$/,
    ([, box, side, rest]) => `${box}${side === 'l' ? 's' : 'e'}${rest}`,
  ],
  [/^(left|right)(-.*)$/, ([, side, rest]) => `${side === 'left' ? 'start' : 'end'}${rest}`],
  [/^border-([lr])(-.*)?$/, ([, side, rest = '']) => `border-${side === 'l' ? 's' : 'e'}${rest}`],
  [/^rounded-([lr])(-.*)?$/, ([, side, rest = '']) => `rounded-${side === 'l' ? 's' : 'e'}${rest}`],
  [
    /^rounded-([tb])([lr])(-.*)?$/,
    ([, block, side, rest = '']) =>
      `rounded-${block === 't' ? 's' : 'e'}${side === 'l' ? 's' : 'e'}${rest}`,
  ],
  [
    /^(text|float|clear)-(left|right)$/,
    ([, what, side]) => `${what}-${side === 'left' ? 'start' : 'end'}`,
  ],
  [/^bg-(linear|gradient)-to-(l|r|tl|tr|bl|br)$/, () => 'ltr: and rtl: variants of it'],
  [/^translate-x-.*$/, () => 'ltr: and rtl: variants of it'],
];

/** CSS properties that name a side, in a stylesheet, an arbitrary property or a style prop. */
const PHYSICAL_PROPERTY =
  /^(left|right|(margin|padding|scroll-margin|scroll-padding)-(left|right)|border-(left|right)(-\w+)*|border-(top|bottom)-(left|right)-radius)$/;
const PHYSICAL_VALUE = /^(text-align|float|clear)$/;

/** A class's variants (sm:, [&>a]:), then its important mark and minus, then its utility. */
function partsOf(token: string) {
  const variants = token.split(/:(?![^[]*\])/);
  const [, sign = '', utility = ''] = /^(!?-?)(.*)$/.exec(variants.pop() ?? '') ?? [];
  return { variants, sign, utility };
}

/** What to write instead of a class that names a side, or nothing when it names none. */
function physicalClass(token: string): string | undefined {
  const { variants, sign, utility } = partsOf(token);
  // Said for each direction, it is mirrored by hand.
  if (variants.some((variant) => variant === 'ltr' || variant === 'rtl')) return undefined;
  const arbitrary = /^\[([a-z-]+):/.exec(utility);
  if (arbitrary)
    return PHYSICAL_PROPERTY.test(arbitrary[1] ?? '') ? 'its logical property' : undefined;
  for (const [pattern, instead] of PHYSICAL_UTILITIES) {
    const match = pattern.exec(utility);
    if (!match) continue;
    const logical = instead(match);
    return logical.includes(' ') ? logical : [...variants, `${sign}${logical}`].join(':');
  }
  return undefined;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every side a TypeScript file names: in a string's classes, or as a style prop. */
function physicalInSource(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      for (const token of node.text.split(/\s+/).filter(Boolean)) {
        const instead = physicalClass(token);
        if (instead) found.push(`${file}:${at(node)}: ${token} (use ${instead})`);
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    ) {
      const property = kebab(node.name.text);
      const value = ts.isStringLiteralLike(node.initializer) ? node.initializer.text : '';
      if (
        PHYSICAL_PROPERTY.test(property) ||
        (PHYSICAL_VALUE.test(property) && /^(left|right)$/.test(value))
      ) {
        found.push(`${file}:${at(node)}: style ${node.name.text} (use its logical property)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('the layout names start and end, never left and right', () => {
  it('in every component and route', () => {
    const found = SCANNED.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((path) =>
      physicalInSource(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds each kind of side it forbids, and passes what has none', () => {
    const classes =
      'ml-1 -mr-2 sm:pl-4 hover:pr-10 scroll-ml-2 left-0 -right-24 md:right-3 border-l border-r-2 ' +
      'rounded-l-lg rounded-tr text-left float-right bg-linear-to-br -translate-x-1/2 [margin-left:2px]';
    expect(
      physicalInSource(
        'a.tsx',
        `<p className="${classes}" style={{ marginLeft: 4, textAlign: 'right' }} />`,
      ),
    ).toEqual([
      'a.tsx:1: ml-1 (use ms-1)',
      'a.tsx:1: -mr-2 (use -me-2)',
      'a.tsx:1: sm:pl-4 (use sm:ps-4)',
      'a.tsx:1: hover:pr-10 (use hover:pe-10)',
      'a.tsx:1: scroll-ml-2 (use scroll-ms-2)',
      'a.tsx:1: left-0 (use start-0)',
      'a.tsx:1: -right-24 (use -end-24)',
      'a.tsx:1: md:right-3 (use md:end-3)',
      'a.tsx:1: border-l (use border-s)',
      'a.tsx:1: border-r-2 (use border-e-2)',
      'a.tsx:1: rounded-l-lg (use rounded-s-lg)',
      'a.tsx:1: rounded-tr (use rounded-se)',
      'a.tsx:1: text-left (use text-start)',
      'a.tsx:1: float-right (use float-end)',
      'a.tsx:1: bg-linear-to-br (use ltr: and rtl: variants of it)',
      'a.tsx:1: -translate-x-1/2 (use ltr: and rtl: variants of it)',
      'a.tsx:1: [margin-left:2px] (use its logical property)',
      'a.tsx:1: style marginLeft (use its logical property)',
      'a.tsx:1: style textAlign (use its logical property)',
    ]);
    const logical =
      'ms-1 pe-10 start-0 -end-24 border-s rounded-ss text-start mx-auto px-4 inset-x-0 ' +
      'ltr:bg-linear-to-br rtl:bg-linear-to-bl rtl:-scale-x-100 bottom-right noopener left';
    expect(physicalInSource('b.tsx', `const c = cn('${logical}', \`pt-2 \${x} mb-1\`);`)).toEqual(
      [],
    );
  });
});
