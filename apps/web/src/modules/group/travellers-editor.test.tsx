import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { legsToText, textToLegs } from './legs-text';
import { newTraveller, TravellersEditor, type TravellerDraft } from './travellers-editor';

afterEach(cleanup);

function Harness({ errors = {} }: { errors?: Record<string, string[]> }) {
  const [rows, setRows] = useState<TravellerDraft[]>([{ ...newTraveller(), name: 'Aiko Tan' }]);
  return (
    <>
      <TravellersEditor rows={rows} onChange={setRows} errors={errors} />
      <output>{rows.map((r) => r.name || '(blank)').join('|')}</output>
    </>
  );
}

describe('TravellersEditor', () => {
  it('adds and removes travellers in place', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add traveller' }));
    fireEvent.change(screen.getByLabelText('Name of traveller 2'), {
      target: { value: 'Ben Lim' },
    });
    expect(screen.getByRole('status').textContent).toBe('Aiko Tan|Ben Lim');
    fireEvent.click(screen.getByRole('button', { name: 'Remove traveller 1' }));
    expect(screen.getByRole('status').textContent).toBe('Ben Lim');
  });

  it("shows the server's field error under the traveller's cell", () => {
    render(<Harness errors={{ 'travellers.0.email': ['Email is invalid'] }} />);
    expect(screen.getByRole('alert').textContent).toBe('Email is invalid');
  });
});

describe('TravellersEditor on a phone (issue 37, item 10)', () => {
  it('labels every cell with its column, so a phone shows each traveller as a card of labelled fields', () => {
    render(<Harness />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent || 'Actions');
    const cells = screen.getAllByRole('cell');
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual([
      'Traveller',
      ...headers.slice(1, -1),
      null,
    ]);
  });
});

describe('legs text', () => {
  it('reads JP:5;KR:4 both ways, empty as the group trip, a wrong shape as undefined', () => {
    const legs = textToLegs(' jp:5 ; KR:4 ');
    expect(legs).toEqual([
      { countryCode: 'JP', days: 5 },
      { countryCode: 'KR', days: 4 },
    ]);
    expect(legsToText(legs)).toBe('JP:5;KR:4');
    expect(textToLegs('')).toBeNull();
    expect(textToLegs('JP-5')).toBeUndefined();
  });
});
