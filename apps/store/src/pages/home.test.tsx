// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockStoreApi, renderPage, startTestI18n } from '../testing/render';
import { Home } from './Home';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const JAPAN = { countryCode: 'JP', plans: 12, fromPrice: 44.9, currency: 'HKD' };

// Issue 40: a store with no plan priced in its currency showed an empty search.
describe('the store home', () => {
  it.each([
    ['en', 'Wander has nothing for sale yet. Please come back soon.', 'Where are you going?'],
    [
      'ms',
      'Wander belum mempunyai apa-apa untuk dijual. Sila kembali tidak lama lagi.',
      'Ke mana anda hendak pergi?',
    ],
    ['zh', 'Wander 暂时还没有在售的套餐，请稍后再来。', '您要去哪里？'],
  ] as const)(
    'says in %s that a store with no plan for sale has nothing yet, with no search',
    async (language, nothing, searchLabel) => {
      await startTestI18n(language);
      mockStoreApi((call) => (call.path === 'destinations' ? [] : undefined));
      renderPage(<Home />);
      expect(await screen.findByText(nothing)).toBeTruthy();
      expect(screen.queryByLabelText(searchLabel)).toBeNull();
    },
  );

  it('finds Japan as 日本 among the destinations sold, from its price in HKD', async () => {
    await startTestI18n('zh');
    mockStoreApi((call) => (call.path === 'destinations' ? [JAPAN] : undefined));
    renderPage(<Home />);
    // Once the destinations sold are in (the popular ones show), the search finds Japan.
    expect(await screen.findByText('HK$44.90 起')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('您要去哪里？'), { target: { value: '日本' } });
    expect(screen.getByText('找到 1 个目的地')).toBeTruthy();
    const hits = within(screen.getByRole('list', { name: '找到的目的地' }));
    expect(hits.getByRole('link', { name: /日本/ }).getAttribute('href')).toMatch(
      /destination\/JP$/,
    );
    expect(screen.queryByText(/暂时还没有在售的套餐/)).toBeNull();
  });
});
