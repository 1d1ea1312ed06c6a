import { showMessage } from './dialogs';

/** What the user reads when the browser refuses the clipboard. */
export const COPY_REFUSED_TEXT =
  'The browser did not allow copying: select the text and copy it by hand';

/**
 * Copies a text to the clipboard for the user, and says how it went: `<what> copied` when it is
 * on the clipboard; when the browser refuses (no clipboard outside a secure context, permission
 * denied, the page not focused), how to copy it by hand. Resolves whether it copied.
 */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard in this browser context');
    await navigator.clipboard.writeText(text);
  } catch {
    showMessage('error', COPY_REFUSED_TEXT);
    return false;
  }
  showMessage('success', `${what} copied`);
  return true;
}
