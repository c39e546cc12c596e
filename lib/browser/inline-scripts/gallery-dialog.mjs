// @ts-check
// A story's photos open large in a <dialog> each (components/stories/story-gallery.tsx). Where the
// engine has invoker commands (a button's commandfor and command="show-modal" or "close") it
// opens and closes them itself; this script adds what the platform has no attribute for: the
// previous and next buttons, the arrow keys, and the focus back on the photo last shown. In an
// engine without invoker commands it also does what those attributes say. Once per document,
// from the layout, so a story reached by a link within the site works too.

/** The attributes of a gallery this script reads. */
export const GALLERY_ATTRIBUTES = /** @type {const} */ ({
  gallery: 'data-gallery',
  /** On the previous and next buttons of a photo's dialog: -1 or 1. */
  step: 'data-gallery-step',
});

/** @param {typeof GALLERY_ATTRIBUTES} attributes */
export function galleryDialogs(attributes) {
  const invokers = 'command' in HTMLButtonElement.prototype;
  /** @param {Element} dialog */
  const inGallery = (dialog) => dialog.closest('[' + attributes.gallery + ']');
  /**
   * The photo `step` places after the one shown, in a ring.
   * @param {HTMLDialogElement} dialog @param {number} step @param {boolean} byButton
   */
  function show(dialog, step, byButton) {
    const gallery = inGallery(dialog);
    if (!gallery) return;
    const dialogs = Array.from(gallery.querySelectorAll('dialog'));
    const next = dialogs[(dialogs.indexOf(dialog) + step + dialogs.length) % dialogs.length];
    if (!next || next === dialog) return;
    dialog.close();
    next.showModal();
    // Pressing "next" again goes on from where the finger or the focus already is.
    const same = byButton && next.querySelector('[' + attributes.step + '="' + step + '"]');
    if (same instanceof HTMLElement) same.focus();
  }
  document.addEventListener('click', function (event) {
    const button = event.target instanceof Element && event.target.closest('button');
    if (!button) return;
    const dialog = button.closest('dialog');
    const step = button.getAttribute(attributes.step);
    if (step && dialog) return show(dialog, Number(step), true);
    if (invokers) return;
    const target = document.getElementById(button.getAttribute('commandfor') || '');
    if (!(target instanceof HTMLDialogElement) || !inGallery(target)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !target.open) target.showModal();
    if (command === 'close') target.close();
  });
  // The arrow that points to the next photo: right where lines run left to right, left where
  // they run right to left, as the next button's arrow points.
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const dialog = event.target instanceof Element && event.target.closest('dialog[open]');
    if (!(dialog instanceof HTMLDialogElement) || !inGallery(dialog)) return;
    event.preventDefault();
    const rtl = dialog.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const forward = (event.key === 'ArrowRight') === !rtl;
    show(dialog, forward ? 1 : -1, false);
  });
  // 'close' fires after another photo has opened in its place: only the last one closed returns
  // the focus, to the photo it shows in the page.
  document.addEventListener(
    'close',
    function (event) {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !inGallery(dialog)) return;
      if (document.querySelector('[' + attributes.gallery + '] dialog[open]')) return;
      const opener = document.querySelector('[commandfor="' + dialog.id + '"]');
      if (opener instanceof HTMLElement) opener.focus();
    },
    true,
  );
}
