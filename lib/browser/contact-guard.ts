// The contact form before hydration (lib/browser/inline-scripts/contact-guard.mjs): the attributes
// it and the island share, and its inline text, made on the server so that the island only renders
// it.
import { guardContactForm } from './inline-scripts/contact-guard.mjs';
import { inlineScript } from './inline-scripts/inline-script.mjs';
import { DRAFT_STORAGE_KEY, EMPTY_MESSAGE } from './contact';
import { HYDRATED_ATTRIBUTE } from './page-state.mjs';

/** On the form while a submit made before hydration waits for it. */
export const QUEUED_ATTRIBUTE = 'data-queued';

/** On the form when its backend takes the browser's own form post. */
export const NATIVE_POST_ATTRIBUTE = 'data-native-post';

/** The inline script right after the form. */
export function contactFormGuard() {
  return inlineScript(
    guardContactForm,
    HYDRATED_ATTRIBUTE,
    DRAFT_STORAGE_KEY,
    Object.keys(EMPTY_MESSAGE),
    NATIVE_POST_ATTRIBUTE,
    QUEUED_ATTRIBUTE,
  );
}
