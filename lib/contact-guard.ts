// The contact form before hydration. The page is on screen long before React is (on a slow phone
// 1 to 3 s), and the form must take typing all that time: this inline script, right after the
// form in the HTML, runs as the parser reaches it, before the first paint.
//  - It enables the fieldset, which the HTML disables for visitors without JavaScript when the
//    backend cannot take a plain form post.
//  - It keeps what is typed as a draft, as the island does once hydrated, so a reload keeps it.
//  - A submit before hydration is held (QUEUED_ATTRIBUTE) and the island sends it once hydrated;
//    a backend that takes a plain post (NATIVE_POST_ATTRIBUTE) gets the browser's own post.
import { DRAFT_STORAGE_KEY, EMPTY_MESSAGE } from './contact';
import { HYDRATED_ATTRIBUTE } from './page-state.mjs';

/** On the form while a submit made before hydration waits for it. */
export const QUEUED_ATTRIBUTE = 'data-queued';

/** On the form when its backend takes the browser's own form post. */
export const NATIVE_POST_ATTRIBUTE = 'data-native-post';

const FIELDS = JSON.stringify(Object.keys(EMPTY_MESSAGE));

export const CONTACT_FORM_GUARD = [
  '(function(f){',
  `function early(){return!document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}")}`,
  'f.querySelector("fieldset").disabled=false;',
  'function save(){if(early())try{var d={};',
  `${FIELDS}.forEach(function(n){d[n]=f.elements[n].value});`,
  `sessionStorage.setItem("${DRAFT_STORAGE_KEY}",JSON.stringify(d))}catch(e){}}`,
  'f.addEventListener("input",save);f.addEventListener("change",save);',
  'f.addEventListener("submit",function(e){',
  `if(early()&&!f.hasAttribute("${NATIVE_POST_ATTRIBUTE}")){e.preventDefault();f.setAttribute("${QUEUED_ATTRIBUTE}","")}})`,
  '})(document.currentScript.previousElementSibling)',
].join('');
