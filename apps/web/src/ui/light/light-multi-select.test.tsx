import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LightMultiSelect } from './light-multi-select';

const OPTIONS = [
  { label: 'Japan', value: 'JP' },
  { label: 'South Korea', value: 'KR' },
  { label: 'Thailand', value: 'TH' },
];

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="countries">Country</label>
      <LightMultiSelect
        id="countries"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        placeholder="Select countries"
      />
      <output data-testid="value">{value.join(',')}</output>
    </form>
  );
}

afterEach(cleanup);

const value = () => screen.getByTestId('value').textContent;
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('LightMultiSelect (the catalogue without antd, issue 30)', () => {
  it('filters by the typed text, picks by click, and drops a chip by its Remove button', () => {
    render(<Harness onSubmit={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(options()).toEqual([]);
    fireEvent.change(box, { target: { value: 'kor' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['South Korea']);
    fireEvent.click(screen.getByRole('option', { name: 'South Korea' }));
    expect(value()).toBe('KR');
    // The text is cleared after a pick; the list stays open for more.
    expect((box as HTMLInputElement).value).toBe('');
    expect(options()).toEqual(['Japan', 'South Korea', 'Thailand']);
    expect(screen.getByRole('option', { name: 'South Korea' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('option', { name: 'Japan' }));
    expect(value()).toBe('KR,JP');
    fireEvent.click(screen.getByRole('button', { name: 'Remove South Korea' }));
    expect(value()).toBe('JP');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toBe('');
  });

  it('works from the keyboard: arrows, Enter picks, Backspace drops, Escape closes, Enter submits', () => {
    const submit = vi.fn();
    render(<Harness onSubmit={submit} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'Thailand',
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(value()).toBe('TH');
    expect(submit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(value()).toBe('TH,KR');
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(value()).toBe('TH');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // With the list closed, Enter is the form's.
    fireEvent.submit(box.closest('form')!);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches, and closes on a click elsewhere', () => {
    render(<Harness onSubmit={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.change(box, { target: { value: 'zz' } });
    expect(screen.getByText('No Data...')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
