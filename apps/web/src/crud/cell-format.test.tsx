import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderValue } from './cell-format';

afterEach(cleanup);

const text = (value: unknown, kind: Parameters<typeof renderValue>[1]) =>
  render(<>{renderValue(value, kind)}</>).container.textContent;

describe('validity columns', () => {
  it('flag an offer that is over or not started yet, and nothing in between', () => {
    const past = '2025-12-31T23:59:59.999Z';
    const future = '2999-01-01T00:00:00.000Z';
    expect(text(past, 'endDate')).toMatch(/^2025-12-3\d .* Expired$/);
    expect(text(future, 'endDate')).not.toContain('Expired');
    expect(text(future, 'startDate')).toMatch(/Not started$/);
    expect(text(past, 'startDate')).not.toContain('Not started');
    expect(text(null, 'endDate')).toBe('-');
  });
});

describe('image columns', () => {
  it("show the row's picture (an outside address as it is) and '-' without one", () => {
    const client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        {renderValue('https://cdn.example.com/offer.png', 'image')}
      </QueryClientProvider>,
    );
    expect(container.querySelector('img.cell-image')?.getAttribute('src')).toBe(
      'https://cdn.example.com/offer.png',
    );
    expect(text('', 'image')).toBe('-');
  });
});

describe('date columns', () => {
  it('show a calendar day as the day, and a moment with its time', () => {
    expect(text('2026-11-27', 'date')).toBe('2026-11-27');
    expect(text('2026-11-27T09:30:15', 'date')).toBe('2026-11-27 09:30:15');
  });
});
