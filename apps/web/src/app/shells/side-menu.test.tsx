import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSectionMenu } from './section-menu';
import { SideMenu } from './side-menu';

const model = toSectionMenu(
  [
    {
      label: 'AR',
      children: [
        { label: 'Invoices', path: 'invoice-list' },
        { label: 'Wallet', path: 'wallet-list' },
      ],
    },
    { label: 'Offer', children: [{ label: 'Promotion', path: 'promotion-list' }] },
  ],
  '/setup',
);

function renderMenu() {
  render(
    <MemoryRouter>
      <SideMenu label="Setup" model={model} selected={['/setup/wallet-list']} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('section sidebar', () => {
  it('keeps the chosen screen in view of a sidebar taller than the window (issue 26)', () => {
    const seen: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      seen.push(this.textContent ?? '');
    });
    const { rerender } = render(
      <MemoryRouter>
        <SideMenu label="Setup" model={model} selected={['/setup/wallet-list']} />
      </MemoryRouter>,
    );
    expect(seen).toEqual(['Wallet']);
    rerender(
      <MemoryRouter>
        <SideMenu label="Setup" model={model} selected={['/setup/promotion-list']} />
      </MemoryRouter>,
    );
    expect(seen).toEqual(['Wallet', 'Promotion']);
  });

  it('shows every group open, its screens as links, and the current screen marked', () => {
    renderMenu();
    expect(screen.getByRole('menu', { name: 'Setup' })).toBeTruthy();
    const invoices = screen.getByRole('menuitem', { name: 'Invoices' });
    expect(invoices.getAttribute('href')).toBe('/setup/invoice-list');
    const wallet = screen.getByRole('menuitem', { name: 'Wallet' });
    expect(wallet.getAttribute('aria-current')).toBe('page');
    // One tab stop: the current screen.
    expect(wallet.tabIndex).toBe(0);
    expect(invoices.tabIndex).toBe(-1);
    expect(screen.getByRole('menuitem', { name: 'Promotion' })).toBeTruthy();
  });

  it('moves with the arrows and folds a group with Left, opens it with Right or a click', () => {
    renderMenu();
    const wallet = screen.getByRole('menuitem', { name: 'Wallet' });
    wallet.focus();
    fireEvent.keyDown(wallet, { key: 'ArrowDown' });
    const offer = screen.getByRole('menuitem', { name: 'Offer' });
    expect(document.activeElement).toBe(offer);
    fireEvent.keyDown(offer, { key: 'ArrowLeft' });
    expect(offer.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: 'Promotion' })).toBeNull();
    fireEvent.keyDown(offer, { key: 'ArrowRight' });
    expect(screen.getByRole('menuitem', { name: 'Promotion' })).toBeTruthy();

    fireEvent.keyDown(offer, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(wallet);
    fireEvent.keyDown(wallet, { key: 'ArrowLeft' });
    const ar = screen.getByRole('menuitem', { name: 'AR' });
    expect(document.activeElement).toBe(ar);
    fireEvent.click(ar);
    expect(screen.queryByRole('menuitem', { name: 'Invoices' })).toBeNull();
  });
});
