import { createElement, type ReactNode } from 'react';

/** The elements and attributes rich text may show (the server's sanitiser keeps the same). */
const TAGS = new Set([
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
]);
const VOID = new Set(['br', 'hr']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map(toReact);
  // An element outside the list is dropped with its content when it can run or load anything,
  // and unwrapped (its text kept) otherwise.
  if (!TAGS.has(tag)) {
    return [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'img',
      'svg',
      'math',
      'template',
    ].includes(tag)
      ? null
      : createElement('span', { key }, ...children);
  }
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (/^(https?:|mailto:)/i.test(href.trim())) props.href = href.trim();
    props.target = '_blank';
    props.rel = 'noopener noreferrer';
  }
  for (const name of ['colspan', 'rowspan']) {
    const n = Number(element.getAttribute(name));
    if ((tag === 'td' || tag === 'th') && Number.isInteger(n) && n > 1) {
      props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = n;
    }
  }
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

/**
 * Shows rich text (a product's description) without innerHTML: the HTML is parsed into an inert
 * document (DOMParser runs no script and loads nothing) and rebuilt as React elements from an
 * allow-list, with no attribute but a link's http(s)/mailto href. The server sanitises on save;
 * this keeps an older or imported row just as harmless.
 */
export function SafeHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  if (!html) return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{Array.from(body.childNodes).map(toReact)}</div>;
}
