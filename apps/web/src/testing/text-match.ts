/**
 * A code as a reader sees it: the `<code>` whose whole text is `text`, however it is split into
 * the parts it may wrap between (ui/wrap-text.tsx).
 */
export const codeWithText = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'CODE' && element.textContent === text;
