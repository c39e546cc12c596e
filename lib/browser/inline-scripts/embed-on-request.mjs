// @ts-check
// Another site's page shown in a frame (a map, a video) loads when the visitor asks for it, not
// with the page: until then no request reaches that site, which would learn the visitor's address,
// and the page's first paint waits for nothing of it. Once per document, from the layout, so a
// page reached by a link within the site works too: a press on a stand-in's button puts the frame
// in the stand-in's slot, hides the stand-in and moves the focus into the frame. The slot's content
// is no part of React's tree, so a press before hydration survives it.

/** The attributes of a stand-in (components/shared/embed-on-request.tsx) this script reads. */
export const EMBED_ATTRIBUTES = /** @type {const} */ ({
  embed: 'data-embed',
  title: 'data-embed-title',
  /** A player's permissions (autoplay, full screen), as the frame's allow attribute. */
  allow: 'data-embed-allow',
  standIn: 'data-embed-stand-in',
  load: 'data-embed-load',
  slot: 'data-embed-slot',
});

/** What a frame of another site may do: run its own scripts, as its own origin, open its links. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

/**
 * @param {typeof EMBED_ATTRIBUTES} attributes
 * @param {string} sandbox
 */
export function embedsOnRequest(attributes, sandbox) {
  document.addEventListener('click', function (event) {
    const target = event.target;
    const button = target instanceof Element && target.closest('[' + attributes.load + ']');
    const embed = button && button.closest('[' + attributes.embed + ']');
    if (!embed) return;
    const standIn = /** @type {HTMLElement} */ (
      embed.querySelector('[' + attributes.standIn + ']')
    );
    const slot = /** @type {HTMLElement} */ (embed.querySelector('[' + attributes.slot + ']'));
    const frame = document.createElement('iframe');
    frame.src = embed.getAttribute(attributes.embed) || '';
    frame.title = embed.getAttribute(attributes.title) || '';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.setAttribute('sandbox', sandbox);
    const allow = embed.getAttribute(attributes.allow);
    if (allow) frame.setAttribute('allow', allow);
    frame.style.width = '100%';
    frame.style.height = '100%';
    slot.replaceChildren(frame);
    standIn.hidden = true;
    frame.focus();
  });
}
