import { contactCopy } from '@/content/contact';
import { isValidEmail } from '@/lib/browser/contact';
import { form, fill, openHydrated } from './contact-page';
import { expect, test } from './fixtures';

const copy = contactCopy.form;

// Address shapes and Chromium's verdict on them as typed into the field (type="email" plus the
// pattern the form gives it). The form's own check (isValidEmail) reads the value the field holds,
// so it must say the same of every row; lib/browser/contact.ts has the rule.
const SHAPES: [address: string, valid: boolean][] = [
  ['ada@example.com', true],
  ['zoe+agency@example.com', true],
  ['a@b.co', true],
  ['A.B-C_D@EXAMPLE.CO.UK', true],
  ["o'neil@example.ie", true],
  ['x!#$%&*+/=?^_`{|}~-@example.com', true],
  ['.a..b.@example.com', true],
  ['1@2.3', true],
  ['a@b.c', true],
  ['ada@sub-domain.example.com', true],
  [`a@${'b'.repeat(63)}.com`, true],
  ['a@xn--exmple-cua.de', true],
  // Chromium turns a typed Unicode domain into its ASCII form before anything checks it.
  ['a@exämple.de', true],
  // The field drops outer spaces and line breaks from its value.
  ['  ada@example.com  ', true],
  ['ada@example.com\n', true],
  [`a@${'b'.repeat(64)}.com`, false],
  // type="email" alone accepts these two; the pattern asks for a dot in the domain.
  ['ada@example', false],
  ['a@b', false],
  ['', false],
  ['ada', false],
  ['@example.com', false],
  ['ada@', false],
  ['a da@example.com', false],
  ['a@b@c.de', false],
  ['a@b..c', false],
  ['<a>@b.co', false],
  ['a@-b.co', false],
  ['a@b-.co', false],
  ['a@.b.co', false],
  ['a@b.co.', false],
  ['ü@example.com', false],
  ['"a"@example.com', false],
  ['a@[127.0.0.1]', false],
  ['a@b_c.io', false],
  ['a,b@example.com', false],
  ['a@example.com,b@example.com', false],
  ['a\u00a0@example.com', false],
  ['a\u200b@example.com', false],
  // Converting the domain to ASCII drops a zero-width space from it.
  ['ada@example.com\u200b', true],
];

test('the script and the browser agree on every address shape', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same browser engine on both viewports');
  expect(SHAPES.length).toBeGreaterThanOrEqual(30);
  await openHydrated(page);
  const email = form(page).email;
  const verdicts = [];
  for (const [address, expected] of SHAPES) {
    await email.fill(address);
    const { value, valid } = await email.evaluate((input: HTMLInputElement) => ({
      value: input.value,
      valid: input.checkValidity(),
    }));
    verdicts.push({ address, expected, browser: valid, script: isValidEmail(value) });
  }
  expect(verdicts.filter((v) => v.browser !== v.expected || v.script !== v.expected)).toEqual([]);
});

test('a name or message of spaces and invisible characters is empty', async ({ page }) => {
  await openHydrated(page);
  await fill(page);
  const f = form(page);
  await f.name.fill(' \u200b\u00a0\u200d\u2060 ');
  await f.message.fill('\u200f\n\t\u3164\ufeff');
  await f.submit.click();
  await expect(f.name).toHaveAccessibleDescription(copy.errors.nameRequired);
  await expect(f.message).toHaveAccessibleDescription(copy.errors.messageRequired);
  await expect(f.name).toBeFocused();
  await expect(f.submit).toHaveText(copy.submit);
  // The browser's own check says the same of the name (a textarea takes no pattern).
  expect(await f.name.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(
    true,
  );
});
