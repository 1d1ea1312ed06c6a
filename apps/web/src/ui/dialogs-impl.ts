import type { ReactNode } from 'react';
import { Modal } from 'antd';
// The static dialogs' theme (ConfigProvider.config): a light screen has no antd frame loaded.
import './antd-theme';

import { DELETE_CONFIRM_TEXT, type MessageKind } from './dialogs';

const TITLES: Record<MessageKind, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Information',
  warning: 'Warning',
};

type DialogHandle = ReturnType<typeof Modal.confirm>;

let current: { kind: MessageKind; handle: DialogHandle; shownAt: number } | null = null;

/**
 * A confirmation with Yes and No (spec section 8). Resolves true on Yes; onYes may be async and keeps
 * the Yes button busy until it settles.
 */
export function confirmDialog(
  options: { title?: ReactNode; content?: ReactNode; onYes?: () => unknown } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: options.title ?? DELETE_CONFIRM_TEXT,
      content: options.content,
      okText: 'Yes',
      cancelText: 'No',
      autoFocusButton: 'cancel',
      onOk: async () => {
        await options.onYes?.();
        resolve(true);
      },
      onCancel: () => resolve(false),
    });
  });
}

/**
 * A message dialog with a Close button; success and error titles come with their icons. Only one
 * message shows at a time: a new one replaces the old.
 */
export function showMessage(
  kind: MessageKind,
  content: ReactNode,
  title: ReactNode = TITLES[kind],
  onClose?: () => void,
) {
  hideMessage();
  const handle = Modal[kind]({
    title,
    content,
    okText: 'Close',
    onOk: () => {
      current = null;
      onClose?.();
    },
  });
  current = { kind, handle, shownAt: Date.now() };
}

/** Closes the message that is showing if it was shown before `time` (see dialogs.ts). */
export function closeMessageShownBefore(time: number): void {
  if (current && current.shownAt < time) hideMessage();
}

/** Hides the message that is showing, if any. */
function hideMessage(): void {
  current?.handle.destroy();
  current = null;
}

/** Destroys every dialog (on sign-out and route changes that must not keep stale dialogs). */
export function destroyDialogs(): void {
  current = null;
  Modal.destroyAll();
}
