/** @once the script's behaviour, whatever the owner's stories */
import {
  GALLERY_ATTRIBUTES,
  galleryDialogs,
} from '@/lib/browser/inline-scripts/gallery-dialog.mjs';

// jsdom has <dialog> without its modal methods: these open and close it as the engines do (the
// focus on its first button, the 'close' event a task later, after what the same press does next).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
    this.querySelector('button')?.focus();
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  galleryDialogs(GALLERY_ATTRIBUTES);
});

const photo = (n: number) => `
  <li>
    <button type="button" commandfor="photo-${n}" command="show-modal">photo ${n}</button>
    <dialog id="photo-${n}">
      <button type="button" commandfor="photo-${n}" command="close">close</button>
      <button type="button" ${GALLERY_ATTRIBUTES.step}="-1">previous</button>
      <button type="button" ${GALLERY_ATTRIBUTES.step}="1">next</button>
    </dialog>
  </li>`;

function gallery(dir: 'ltr' | 'rtl') {
  document.documentElement.dir = dir;
  document.body.innerHTML = `<ul ${GALLERY_ATTRIBUTES.gallery}>${[1, 2, 3].map(photo).join('')}</ul>`;
  const dialog = (n: number) => document.getElementById(`photo-${n}`) as HTMLDialogElement;
  const opener = (n: number) =>
    document.querySelector<HTMLButtonElement>(`[commandfor="photo-${n}"][command="show-modal"]`);
  const shown = () => [1, 2, 3].filter((n) => dialog(n).open);
  const press = (key: string) =>
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  return { dialog, opener, shown, press };
}

const tasks = () => new Promise((resolve) => setTimeout(resolve, 0));

test('opens and closes a photo where the engine has no invoker commands', () => {
  // jsdom has none, as WebKitGTK 2.50 has none.
  expect('command' in HTMLButtonElement.prototype).toBe(false);
  const { dialog, opener, shown } = gallery('ltr');
  opener(2)?.click();
  expect(shown()).toEqual([2]);
  dialog(2).querySelector<HTMLButtonElement>('[command="close"]')?.click();
  expect(shown()).toEqual([]);
});

test('next and previous go round the gallery, and the button keeps the focus', () => {
  const { dialog, opener, shown } = gallery('ltr');
  opener(3)?.click();
  const next = (n: number) =>
    dialog(n).querySelector<HTMLButtonElement>(`[${GALLERY_ATTRIBUTES.step}="1"]`);
  next(3)?.click();
  expect(shown()).toEqual([1]);
  expect(document.activeElement).toBe(next(1));
  dialog(1).querySelector<HTMLButtonElement>(`[${GALLERY_ATTRIBUTES.step}="-1"]`)?.click();
  expect(shown()).toEqual([3]);
});

test.each([
  ['ltr', 'ArrowRight', 'ArrowLeft'],
  ['rtl', 'ArrowLeft', 'ArrowRight'],
] as const)('in %s, %s shows the next photo and %s the previous', async (dir, forward, back) => {
  const { dialog, opener, shown, press } = gallery(dir);
  opener(1)?.click();
  press(forward);
  expect(shown()).toEqual([2]);
  press(back);
  press(back);
  expect(shown()).toEqual([3]);
  await tasks();
  // Only the last photo closed gives the focus back, to its own photo in the page.
  expect(document.activeElement).not.toBe(opener(1));
  dialog(3).close();
  await tasks();
  expect(document.activeElement).toBe(opener(3));
});

test('leaves other keys and dialogs outside a gallery alone', () => {
  const { press, shown } = gallery('ltr');
  document.body.insertAdjacentHTML('beforeend', '<dialog id="other"><button>x</button></dialog>');
  const other = document.getElementById('other') as HTMLDialogElement;
  other.showModal();
  press('ArrowRight');
  expect(other.open).toBe(true);
  expect(shown()).toEqual([]);
});
