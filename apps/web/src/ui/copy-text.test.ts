import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { copyText, COPY_REFUSED_TEXT } from './copy-text';
import { destroyDialogs } from './dialogs';

afterEach(async () => {
  await destroyDialogs();
  vi.unstubAllGlobals();
});

const clipboardWith = (writeText: (text: string) => Promise<void>) =>
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

describe('copyText: one behaviour for every Copy button', () => {
  it('puts the text on the clipboard and says what was copied', async () => {
    const writeText = vi.fn(async () => {});
    clipboardWith(writeText);
    await expect(copyText('LPA:1$smdp.test$1', 'Activation code')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('LPA:1$smdp.test$1');
    expect(await screen.findByText('Activation code copied')).toBeTruthy();
    expect(screen.queryByText(COPY_REFUSED_TEXT)).toBeNull();
  });

  it('says how to copy by hand when the browser refuses', async () => {
    clipboardWith(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    );
    await expect(copyText('secret', 'Setup key')).resolves.toBe(false);
    expect(await screen.findByText(COPY_REFUSED_TEXT)).toBeTruthy();
    expect(screen.queryByText('Setup key copied')).toBeNull();
  });

  it('says the same when the page has no clipboard at all (not a secure context)', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await expect(copyText('https://portal.example/x', 'Webhook URL')).resolves.toBe(false);
    expect(await screen.findByText(COPY_REFUSED_TEXT)).toBeTruthy();
  });
});
