/**
 * What the journeys look for, as a customer names it: a control by its role and accessible name, a
 * field by its label, a text on screen. The same finder runs inside every engine's page
 * (`FIND_SCRIPT`), so the journeys do not depend on any one driver's locators.
 */
export interface Query {
  role?: Role;
  /** The accessible name: exact, or its beginning with `namePrefix`. */
  name?: string;
  namePrefix?: boolean;
  /** A heading's level. */
  level?: number;
  /** A form field (input, select, textarea) by its label's text, exact. */
  label?: string;
  /** The innermost element whose text contains this (whitespace collapsed). */
  text?: string;
  /** A CSS selector, for what has no role or text (an iframe, a canvas). */
  css?: string;
  /** Look only inside the first visible match of this. */
  within?: Query;
}

type Role =
  | 'button'
  | 'link'
  | 'heading'
  | 'textbox'
  | 'radio'
  | 'checkbox'
  | 'article'
  | 'region'
  | 'group'
  | 'img'
  | 'table'
  | 'navigation'
  | 'status'
  | 'alert';

export const describe = (q: Query): string =>
  [
    q.role && `role ${q.role}`,
    q.name !== undefined && `name ${q.namePrefix ? 'starting ' : ''}"${q.name}"`,
    q.label && `label "${q.label}"`,
    q.text && `text "${q.text}"`,
    q.css && `css ${q.css}`,
    q.within && `within (${describe(q.within)})`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The finder, as the page runs it: `find(query)` answers the first visible element that matches, or
 * null. Kept as plain JavaScript in a string: a compiled function's source may carry the compiler's
 * helpers, which the page does not have.
 */
export const FIND_SCRIPT = String.raw`
(function (query) {
  var NATIVE = {
    button: 'button, input[type=submit], input[type=button], [role=button]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=tel], input[type=search], textarea, [role=textbox]',
    radio: 'input[type=radio], [role=radio]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    article: 'article, [role=article]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    group: 'fieldset, [role=group], [role=radiogroup]',
    img: 'img, [role=img]',
    table: 'table, [role=table]',
    navigation: 'nav, [role=navigation]',
    status: '[role=status], output',
    alert: '[role=alert]'
  };
  var squash = function (s) { return (s || '').replace(/\s+/g, ' ').trim(); };
  var visible = function (el) {
    if (el.checkVisibility) return el.checkVisibility({ visibilityProperty: true });
    return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // The text a reader hears: hidden parts (aria-hidden, display none) left out, an image by its alt.
  var spoken = function (node) {
    if (node.nodeType === 3) return node.nodeValue;
    if (node.nodeType !== 1) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
    if (node.tagName === 'IMG') return node.getAttribute('alt') || '';
    if (node.getAttribute('aria-label')) return node.getAttribute('aria-label');
    var out = '';
    for (var i = 0; i < node.childNodes.length; i++) out += spoken(node.childNodes[i]);
    return out;
  };
  var byIds = function (ids) {
    return ids.split(/\s+/).map(function (id) {
      var target = document.getElementById(id);
      return target ? target.textContent : '';
    }).join(' ');
  };
  var labelOf = function (el) {
    var texts = [];
    if (el.labels) for (var i = 0; i < el.labels.length; i++) texts.push(el.labels[i].textContent);
    return squash(texts.join(' '));
  };
  var nameOf = function (el) {
    if (el.getAttribute('aria-labelledby')) return squash(byIds(el.getAttribute('aria-labelledby')));
    if (el.getAttribute('aria-label')) return squash(el.getAttribute('aria-label'));
    if (el.tagName === 'IMG') return squash(el.getAttribute('alt'));
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') {
      return labelOf(el) || squash(el.getAttribute('title'));
    }
    if (el.tagName === 'FIELDSET') {
      var legend = el.querySelector('legend');
      return legend ? squash(legend.textContent) : '';
    }
    if (el.tagName === 'TABLE') {
      var caption = el.querySelector('caption');
      return caption ? squash(caption.textContent) : '';
    }
    var own = '';
    for (var i = 0; i < el.childNodes.length; i++) own += spoken(el.childNodes[i]);
    return squash(own) || squash(el.getAttribute('title'));
  };
  var matches = function (el, q) {
    if (q.level && el.tagName !== 'H' + q.level && el.getAttribute('aria-level') !== String(q.level)) return false;
    if (q.name !== undefined) {
      var name = nameOf(el);
      if (q.namePrefix ? name.indexOf(q.name) !== 0 : name !== q.name) return false;
    }
    if (q.label !== undefined && labelOf(el) !== q.label) return false;
    if (q.text !== undefined && squash(el.textContent).indexOf(q.text) === -1) return false;
    return true;
  };
  var candidates = function (root, q) {
    if (q.css) return Array.prototype.slice.call(root.querySelectorAll(q.css));
    if (q.role) return Array.prototype.slice.call(root.querySelectorAll(NATIVE[q.role]));
    if (q.label !== undefined) return Array.prototype.slice.call(root.querySelectorAll('input, select, textarea'));
    if (q.text !== undefined) {
      var found = [];
      var all = root.querySelectorAll('*');
      for (var i = 0; i < all.length; i++) {
        var el = all[i];
        if (squash(el.textContent).indexOf(q.text) === -1) continue;
        var inner = false;
        for (var c = 0; c < el.children.length; c++) {
          if (squash(el.children[c].textContent).indexOf(q.text) !== -1) { inner = true; break; }
        }
        if (!inner) found.push(el);
      }
      return found;
    }
    return [];
  };
  var find = function (q, root) {
    var scope = root || document;
    if (q.within) {
      scope = find(q.within, root);
      if (!scope) return null;
    }
    var list = candidates(scope, q);
    for (var i = 0; i < list.length; i++) {
      if (matches(list[i], q) && (visible(list[i]) || (list[i].labels && list[i].labels.length && visible(list[i].labels[0])))) return list[i];
    }
    return null;
  };
  return find(query, null);
})`;
