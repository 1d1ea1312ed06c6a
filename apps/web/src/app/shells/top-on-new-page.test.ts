import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTopOnNewPage } from './top-on-new-page';

afterEach(() => vi.restoreAllMocks());

describe('a new screen starts at its top', () => {
  it('scrolls the window to the top when the path changes, not on the first render', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ path }) => useTopOnNewPage(path), {
      initialProps: { path: '/setup/product-list' },
    });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ path: '/setup/usage-alert-list' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    rerender({ path: '/setup/usage-alert-list' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
