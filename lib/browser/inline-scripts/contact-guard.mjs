// @ts-check
// The contact form before hydration. The page is on screen long before React is (on a slow phone
// 1 to 3 s), and the form must take typing all that time: this inline script, right after the
// form in the HTML, runs as the parser reaches it, before the first paint.
//  - It enables the fieldset, which the HTML disables for visitors without JavaScript when the
//    backend cannot take a plain form post.
//  - It keeps what is typed as a draft, as the island does once hydrated, so a reload keeps it.
//  - A submit before hydration is held (the queued attribute) and the island sends it once
//    hydrated; a backend that takes a plain post (the native-post attribute) gets the browser's
//    own post.

/**
 * @param {string} hydrated the attribute <html> carries once the page has hydrated
 * @param {string} draftKey the draft's sessionStorage key
 * @param {string[]} fields the message's fields
 * @param {string} nativePost the form's attribute when its backend takes a plain post
 * @param {string} queued the form's attribute while a submit waits for hydration
 */
export function guardContactForm(hydrated, draftKey, fields, nativePost, queued) {
  const form = /** @type {HTMLFormElement} */ (
    /** @type {HTMLScriptElement} */ (document.currentScript).previousElementSibling
  );
  function early() {
    return !document.documentElement.hasAttribute(hydrated);
  }
  /** @type {HTMLFieldSetElement} */ (form.querySelector('fieldset')).disabled = false;
  function save() {
    if (!early()) return;
    try {
      /** @type {Record<string, string>} */
      const draft = {};
      fields.forEach(function (name) {
        draft[name] = /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).value;
      });
      sessionStorage.setItem(draftKey, JSON.stringify(draft));
    } catch {
      // Storage blocked: the typing stays in the fields.
    }
  }
  form.addEventListener('input', save);
  form.addEventListener('change', save);
  form.addEventListener('submit', function (event) {
    if (early() && !form.hasAttribute(nativePost)) {
      event.preventDefault();
      form.setAttribute(queued, '');
    }
  });
}
