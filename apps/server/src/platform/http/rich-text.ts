import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a rich-text field keeps (a product's description): paragraphs, emphasis, lists,
 * headings, tables and http(s)/mailto links. Scripts, styles, event handlers (onerror ...),
 * iframes, images and javascript: URLs are dropped; links open in a new tab without an opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'h5',
    'blockquote',
    'a',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
