import { describe, expect, it } from 'vitest';
import {
  apiLogResource,
  exchangeRateResource,
  groupOrderResource,
  wanderPlanResource,
} from '@wander/contract';
import { parseListState, searchBodyOf, writeListState } from './list-state';

describe('list state in the URL', () => {
  it('defaults to page 1, the declared page size and the default sort', () => {
    const state = parseListState(new URLSearchParams(), wanderPlanResource);
    expect(searchBodyOf(wanderPlanResource, state)).toEqual({
      pageIndex: 1,
      pageSize: 10,
      filterColumns: [],
      sortColumns: [{ columnName: 'planName', sortOrder: 'asc' }],
    });
  });

  it('round-trips page, size, sort and filters and drops what is not allowed', () => {
    const params = new URLSearchParams(
      'page=3&size=25&sort=description.desc&f.planName=japan&f.id=x&showSteps=true',
    );
    const state = parseListState(params, wanderPlanResource);
    expect(state).toEqual({
      page: 3,
      pageSize: 25,
      sort: { column: 'description', order: 'desc' },
      filters: { planName: 'japan', id: 'x' },
    });
    expect(searchBodyOf(wanderPlanResource, state).filterColumns).toEqual([
      { columnName: 'planName', filterValue: 'japan', operator: 'contains' },
    ]);
    const written = writeListState(params, { ...state, filters: { planName: 'j' } });
    expect(written.toString()).toBe(
      'showSteps=true&page=3&size=25&sort=description.desc&f.planName=j',
    );
    expect(
      parseListState(new URLSearchParams('size=7&sort=id.asc'), wanderPlanResource),
    ).toMatchObject({ pageSize: 10, sort: null });
  });

  it('sends numbers, ranges and the log defaults as the API expects', () => {
    const state = parseListState(
      new URLSearchParams('f.statusCode=404&f.createdAt=2026-01-01~2026-01-31&f.path=/api'),
      apiLogResource,
    );
    const body = searchBodyOf(apiLogResource, state);
    expect(body.sortColumns).toEqual([{ columnName: 'createdAt', sortOrder: 'desc' }]);
    expect(body.filterColumns).toEqual([
      { columnName: 'statusCode', filterValue: 404, operator: 'eq' },
      {
        columnName: 'createdAt',
        filterValue: [
          expect.stringMatching(/^2026-01-0[01]T/),
          expect.stringMatching(/^2026-01-3[01]T/),
        ],
        operator: 'between',
      },
      { columnName: 'path', filterValue: '/api', operator: 'contains' },
    ]);
  });

  it("sends the days typed for a date-only column, whatever the browser's time zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kuala_Lumpur'; // UTC+8: local midnight is the day before in UTC
    try {
      const state = parseListState(
        new URLSearchParams('f.rateDate=2026-11-01~2026-11-30&f.baseCurrency=USD'),
        exchangeRateResource,
      );
      expect(searchBodyOf(exchangeRateResource, state).filterColumns).toEqual([
        { columnName: 'rateDate', filterValue: ['2026-11-01', '2026-11-30'], operator: 'between' },
        { columnName: 'baseCurrency', filterValue: 'USD', operator: 'eq' },
      ]);
    } finally {
      process.env.TZ = zone;
    }
  });

  it("sends a group's travel days as typed: a start date is a day, not an instant", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kuala_Lumpur';
    try {
      const state = parseListState(
        new URLSearchParams('f.startDate=2026-12-01~2026-12-31'),
        groupOrderResource,
      );
      expect(searchBodyOf(groupOrderResource, state).filterColumns).toEqual([
        { columnName: 'startDate', filterValue: ['2026-12-01', '2026-12-31'], operator: 'between' },
      ]);
    } finally {
      process.env.TZ = zone;
    }
  });
});
