// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Path routing under a store's root (`/store/WEB-HK/...`): the settings come from the page's
 * meta tag, as the server writes it, so the router is loaded after it is in the page.
 */
type Router = typeof import('./router');
let router: Router;
beforeAll(async () => {
  const meta = document.createElement('meta');
  meta.name = 'wander-store';
  meta.content = JSON.stringify({ platformCode: 'WEB-HK', root: '/store/WEB-HK/', api: '/api/' });
  document.head.append(meta);
  vi.resetModules();
  router = await import('./router');
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/store/WEB-HK/');
});

function Where() {
  const route = router.useRoute();
  return (
    <>
      <p>{route.segments.join(' / ') || 'home'}</p>
      <p>{route.query.get('payment') ?? 'no payment'}</p>
      <router.Link to="destination/JP">Japan</router.Link>
    </>
  );
}

describe('the store router', () => {
  it("writes an app path as an address under the store's root", () => {
    expect(router.href('destination/JP')).toBe('/store/WEB-HK/destination/JP');
    expect(router.href('/cart')).toBe('/store/WEB-HK/cart');
    expect(router.href('')).toBe('/store/WEB-HK/');
  });

  it('navigates in place, reads the segments and the query, and follows the back button', () => {
    render(<Where />);
    expect(screen.getByText('home')).toBeTruthy();
    act(() => router.navigate('orders/42?payment=success'));
    expect(window.location.pathname).toBe('/store/WEB-HK/orders/42');
    expect(screen.getByText('orders / 42')).toBeTruthy();
    expect(screen.getByText('success')).toBeTruthy();
    act(() => router.navigate('plan/caf%C3%A9', { replace: true }));
    expect(screen.getByText('plan / café')).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/store/WEB-HK/cart');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('cart')).toBeTruthy();
  });

  it('a link routes in place on a plain click, and leaves a modified click to the browser', () => {
    render(<Where />);
    const link = screen.getByRole('link', { name: 'Japan' });
    expect(link.getAttribute('href')).toBe('/store/WEB-HK/destination/JP');
    const withCtrl = fireEvent.click(link, { ctrlKey: true });
    expect(withCtrl).toBe(true); // not prevented: a new tab
    expect(screen.getByText('home')).toBeTruthy();
    act(() => {
      fireEvent.click(link);
    });
    expect(screen.getByText('destination / JP')).toBeTruthy();
  });

  it('reads a path outside the root as no page', () => {
    window.history.replaceState(null, '', '/somewhere/else');
    render(<Where />);
    expect(screen.getByText('home')).toBeTruthy();
  });
});
