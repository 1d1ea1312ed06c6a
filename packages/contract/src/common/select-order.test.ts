import { describe, expect, it } from 'vitest';
import { compareLabels, sortByLabel } from './select-order.js';

const labels = (list: string[]) => sortByLabel(list.map((label) => ({ label, value: label })));

describe('select-list order', () => {
  it.each([
    // [expected order, as the database's byte order may give it]
    [
      ['United Arab Emirates Dirham', 'US Dollar'],
      ['US Dollar', 'United Arab Emirates Dirham'],
    ],
    [
      ['Australia', 'Japan', 'malaysia'],
      ['malaysia', 'Japan', 'Australia'],
    ],
    [
      ['Åland Islands', 'Albania', 'Zambia'],
      ['Albania', 'Zambia', 'Åland Islands'],
    ],
    [
      ['Curaçao', 'Czechia'],
      ['Czechia', 'Curaçao'],
    ],
    [
      ['Réunion', 'Romania'],
      ['Romania', 'Réunion'],
    ],
    [
      ['Plan 2', 'Plan 10'],
      ['Plan 10', 'Plan 2'],
    ],
    [
      ['abc@wander.demo', 'Bob@wander.demo'],
      ['Bob@wander.demo', 'abc@wander.demo'],
    ],
  ])('sorts to %j', (expected, given) => {
    expect(labels(given).map((o) => o.label)).toEqual(expected);
  });

  it('folds case and accents: such labels compare equal but for the final tie-break', () => {
    expect(compareLabels('emile', 'Émile')).not.toBe(0);
    expect(Math.abs(compareLabels('emile', 'Émile'))).toBe(1);
    expect(compareLabels('Émile', 'Emilf')).toBeLessThan(0);
    expect(compareLabels('EMILE', 'emilf')).toBeLessThan(0);
  });

  it('is stable and does not change its input', () => {
    const input = [
      { label: 'b', value: '2' },
      { label: 'B', value: '1' },
      { label: 'a', value: '3' },
    ];
    const copy = JSON.parse(JSON.stringify(input));
    expect(sortByLabel(input).map((o) => o.value)).toEqual(['3', '1', '2']);
    expect(sortByLabel([...input].reverse())).toEqual(sortByLabel(input));
    expect(input).toEqual(copy);
  });
});
