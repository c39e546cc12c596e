// @ts-check
// A right-to-left language's pages are the same components under <html dir="rtl"> (README
// "Languages"): the layout mirrors only where it says start and end. So the components and the
// routes never name a side: no ml-, pr-, left-, border-l, rounded-r or text-left, no margin-left or
// left in an arbitrary property or a style prop. What has no logical form (a gradient's angle, a
// sideways translate) says both directions, under ltr: and rtl:. ESLint reports each where it is
// written, in every state and component, shown by a build or not; what the pages show,
// tests/e2e/languages.spec.ts turns the other way and measures.

/** @type {[RegExp, (match: RegExpExecArray) => string][]} Each utility that names a side, and the one that names the start or end instead. */
const PHYSICAL_UTILITIES = [
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

/** CSS properties that name a side, in an arbitrary property or a style prop. */
const PHYSICAL_PROPERTY =
  /^(left|right|(margin|padding|scroll-margin|scroll-padding)-(left|right)|border-(left|right)(-\w+)*|border-(top|bottom)-(left|right)-radius)$/;
const PHYSICAL_VALUE = /^(text-align|float|clear)$/;

/** A class's variants (sm:, [&>a]:), then its important mark and minus, then its utility. @param {string} token */
function partsOf(token) {
  const variants = token.split(/:(?![^[]*\])/);
  const [, sign = '', utility = ''] = /^(!?-?)(.*)$/.exec(variants.pop() ?? '') ?? [];
  return { variants, sign, utility };
}

/**
 * What to write instead of a class that names a side, or nothing when it names none.
 * @param {string} token
 */
export function physicalClass(token) {
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

const kebab = (/** @type {string} */ name) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** @type {import('eslint').Rule.RuleModule} */
export const logicalProperties = {
  meta: {
    type: 'problem',
    docs: { description: 'Layout names start and end, never left and right' },
    messages: {
      side: '{{token}} names a side: use {{instead}}',
      style: 'style {{name}} names a side: use its logical property',
    },
    schema: [],
  },
  create(context) {
    /** @param {import('eslint').Rule.Node} node @param {string} text */
    const classes = (node, text) => {
      for (const token of text.split(/\s+/).filter(Boolean)) {
        const instead = physicalClass(token);
        if (instead) context.report({ node, messageId: 'side', data: { token, instead } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') classes(node, node.value);
      },
      TemplateElement(node) {
        classes(node, node.value.cooked ?? node.value.raw);
      },
      Property(node) {
        const key = node.key;
        const name =
          key.type === 'Identifier'
            ? key.name
            : key.type === 'Literal' && typeof key.value === 'string'
              ? key.value
              : undefined;
        if (name === undefined || node.computed) return;
        const property = kebab(name);
        const value =
          node.value.type === 'Literal' && typeof node.value.value === 'string'
            ? node.value.value
            : '';
        if (
          PHYSICAL_PROPERTY.test(property) ||
          (PHYSICAL_VALUE.test(property) && /^(left|right)$/.test(value))
        )
          context.report({ node, messageId: 'style', data: { name } });
      },
    };
  },
};
