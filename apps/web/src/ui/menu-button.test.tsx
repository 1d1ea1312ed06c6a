import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button';

const ITEMS = [
  { key: 'profile', label: 'Profile' },
  { key: 'invitations', label: 'Invitations' },
  { key: 'signout', label: 'Signout', dividerBefore: true },
];

afterEach(cleanup);

describe('menu button (user menu, company switcher)', () => {
  it('opens on click with focus on the first item, moves with the arrows and chooses with a click', () => {
    const onSelect = vi.fn();
    render(
      <MenuButton items={ITEMS} onSelect={onSelect}>
        Aisha
      </MenuButton>,
    );
    const trigger = screen.getByRole('button', { name: /Aisha/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Signout' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Invitations' }));

    fireEvent.click(screen.getByRole('menuitem', { name: 'Signout' }));
    expect(onSelect).toHaveBeenCalledWith('signout');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape (back to the trigger) and on a click elsewhere, choosing nothing', () => {
    const onSelect = vi.fn();
    render(
      <>
        <MenuButton items={ITEMS} onSelect={onSelect}>
          Aisha
        </MenuButton>
        <p>elsewhere</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: /Aisha/ });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    act(() => {
      screen.getByText('elsewhere').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('marks the checked choice of a single-choice menu and opens on it', () => {
    render(
      <MenuButton
        ariaLabel="Company"
        items={[
          { key: 'A', label: 'Alpha' },
          { key: 'B', label: 'Beta' },
        ]}
        checkedKey="B"
        onSelect={() => undefined}
      >
        Beta
      </MenuButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Company' }));
    const beta = screen.getByRole('menuitemradio', { name: 'Beta' });
    expect(beta.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Alpha' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(document.activeElement).toBe(beta);
  });
});
