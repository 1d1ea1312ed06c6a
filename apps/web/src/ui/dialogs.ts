import type { ReactNode } from 'react';

/**
 * Message and confirmation dialogs (spec sections 4 and 8). antd's Modal is loaded on the first
 * dialog, not with every page: calls are queued in order, so one message still replaces the last.
 */
export const DELETE_CONFIRM_TEXT = 'Are you sure to delete?';

export type MessageKind = 'success' | 'error' | 'info' | 'warning';

type Impl = typeof import('./dialogs-impl');
let loading: Promise<Impl> | null = null;
const impl = () => (loading ??= import('./dialogs-impl'));

/** A confirmation with Yes and No. Resolves true on Yes; onYes may be async (Yes stays busy). */
export function confirmDialog(
  options: { title?: ReactNode; content?: ReactNode; onYes?: () => unknown } = {},
): Promise<boolean> {
  return impl().then((m) => m.confirmDialog(options));
}

/** A message dialog with a Close button (onClose runs after it); one message shows at a time. */
export function showMessage(
  kind: MessageKind,
  content: ReactNode,
  title?: ReactNode,
  onClose?: () => void,
): void {
  void impl().then((m) => m.showMessage(kind, content, title, onClose));
}

/**
 * How long before a navigation starts a message still belongs to it: an action that says
 * 'Create successfully!' and opens the list shows the message on the list. A message older than
 * that was about the page the user is leaving.
 */
export const MESSAGE_NAVIGATION_GRACE_MS = 500;

/**
 * A navigation started (a link, Back): the message about the page being left closes (issue 37:
 * success dialogs stayed open over the next page). Nothing loads when no dialog ever showed.
 */
export function closeMessageOnNavigation(): void {
  const startedAt = Date.now();
  if (loading)
    void loading.then((m) => m.closeMessageShownBefore(startedAt - MESSAGE_NAVIGATION_GRACE_MS));
}

/** Destroys every dialog (on sign-out and route changes that must not keep stale dialogs). */
export function destroyDialogs(): Promise<void> {
  // Nothing to destroy before the first dialog loaded the implementation.
  return loading ? loading.then((m) => m.destroyDialogs()) : Promise.resolve();
}
