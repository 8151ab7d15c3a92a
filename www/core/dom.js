// Tiny DOM helpers. User text only ever reaches the page through textContent and attribute
// values set with setAttribute: never innerHTML (hostile links and game texts stay inert).

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Appends children (nodes, strings as text, arrays flattened; null/false skipped). */
function append(element, children) {
  for (const child of children) {
    if (child == null || child === false) continue;
    if (Array.isArray(child)) append(element, child);
    else if (child instanceof Node) element.appendChild(child);
    else element.appendChild(document.createTextNode(String(child)));
  }
  return element;
}

function setAttributes(element, attributes) {
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value == null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      element.addEventListener(name.slice(2), value);
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
    }
  }
}

/** An HTML element: h('button', {class: 'x', onclick: f}, 'Text'). */
export function h(tag, attributes, ...children) {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  return append(element, children);
}

/** An SVG element, same signature as h. */
export function s(tag, attributes, ...children) {
  const element = document.createElementNS(SVG_NS, tag);
  setAttributes(element, attributes);
  return append(element, children);
}

/** Replaces all children of element. */
export function replaceChildren(element, ...children) {
  element.replaceChildren();
  return append(element, children);
}

/** document.getElementById that fails loudly when the page's skeleton is missing a part. */
export function byId(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element;
}

/** A spinner with words ("Solving…"), announced to screen readers: the page's busy sign inside a
 * section (the graph's own is #graph-status). */
export function busyStatus(text) {
  return h(
    'div',
    { class: 'busy busy-inline', role: 'status' },
    h('span', { class: 'spinner', 'aria-hidden': 'true' }),
    h('span', null, text),
  );
}

/**
 * A live region placed once after `element`, out of sight, for a view that rebuilds its content
 * at each step: a region made anew with its words is seldom announced, one kept and given new
 * words is. Returns say(text).
 */
export function announcer(element) {
  const region = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  element.after(region);
  return (text) => {
    // The same words again (a view drawn again unchanged) are not news.
    if (region.textContent !== text) region.textContent = text;
  };
}

/** The fields that keep the keys typed in them. */
const TYPING_FIELDS = 'input, textarea, select, [contenteditable]';

/**
 * Whether a key event belongs to a field rather than to the page's shortcuts: it was typed in an
 * input, a text area, a menu or an editable element, or inside a component's shadow root (the
 * game text editor lives in one: there `event.target` is only its host, and the editor keeps
 * every key typed in it, its search field's too).
 */
export function typingIn(event) {
  const inner = event.composedPath?.()[0] ?? event.target;
  if (inner !== event.target) return true;
  return Boolean(event.target?.closest?.(TYPING_FIELDS));
}

/** The timers of the toasts shown now, by element. */
const toastTimers = new WeakMap();

/** Shows `element` (a toast, a line of keys) for `ms` milliseconds, saying `text` (null: what it
 * says already); shown again, it stays for `ms` more from then; `ms` 0 hides it now. */
export function flash(element, ms, text = null) {
  if (text != null) element.textContent = text;
  clearTimeout(toastTimers.get(element));
  element.hidden = ms <= 0;
  if (ms > 0)
    toastTimers.set(
      element,
      setTimeout(() => flash(element, 0), ms),
    );
}
