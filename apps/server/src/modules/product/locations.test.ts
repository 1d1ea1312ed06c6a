import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email, code] of [
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
    ['customer', 'customer@wander.demo', 'CUST001'],
    ['admin', 'admin@wander.demo', 'WANDER'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  who: string,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers: as[who], payload: payload as never });
const setupOf = async (who: string) =>
  (await call('GET', 'product/LocationSetup', who)).json().data;
const generate = (who: string) => call('POST', 'product/Location', who);

interface LocationRow {
  id: string;
  locationCode: string;
  zone: string;
  rack: number;
  level: number;
  bin: number;
  isActive: boolean;
}
async function locationsOf(who: string, pageSize = 128) {
  const res = await call('POST', 'product/Location/Search', who, {
    pageSize,
    sortColumns: [{ columnName: 'locationCode', sortOrder: 'asc' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: LocationRow[]; totalCount: number };
}

const valid = {
  prefix: 'ND',
  separator: '.',
  zoneCount: 2,
  rackCount: 2,
  levelCount: 1,
  binCount: 3,
};

describe('GET product/LocationSetup', () => {
  it("answers the working company's saved setup with what it makes", async () => {
    expect(await setupOf('distributor')).toMatchObject({
      prefix: 'KL',
      separator: '-',
      zoneCount: 2,
      rackCount: 3,
      levelCount: 2,
      binCount: 4,
      isSaved: true,
      totalLocations: 48,
      firstCode: 'KL-A-01-01-01',
      lastCode: 'KL-B-03-02-04',
      existingLocations: 48,
    });
  });

  it('answers the defaults, unsaved, for a company without a setup', async () => {
    expect(await setupOf('other')).toMatchObject({
      prefix: 'WH',
      separator: '-',
      zoneCount: 1,
      rackCount: 1,
      levelCount: 1,
      binCount: 1,
      isSaved: false,
      updatedAt: null,
      firstCode: 'WH-A-01-01-01',
      existingLocations: 0,
    });
  });

  it('is refused to a role without the location grant (403), as are PUT and the generator', async () => {
    expect((await call('GET', 'product/LocationSetup', 'customer')).statusCode).toBe(403);
    expect((await call('PUT', 'product/LocationSetup', 'customer', valid)).statusCode).toBe(403);
    expect((await generate('customer')).statusCode).toBe(403);
  });
});

describe('POST product/Location (generate)', () => {
  it('refuses to generate before the setup is saved, and creates nothing', async () => {
    const res = await generate('other');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Save the location setup before generating locations');
    expect((await locationsOf('other')).totalCount).toBe(0);
  });
});

describe('PUT product/LocationSetup', () => {
  it.each([
    [{ prefix: '' }, { prefix: ['Prefix is required'] }],
    [{ prefix: 'WAREHOUSE1' }, { prefix: ['Prefix should have maximum of 8 characters'] }],
    [{ prefix: 'wh-1' }, { prefix: ['Prefix should have only capital letters and digits'] }],
    [{ separator: '*' }, { separator: ['Separator is not a valid option'] }],
    [{ zoneCount: 27 }, { zoneCount: ['Zones should have maximum value of 26'] }],
    [{ rackCount: 0 }, { rackCount: ['Racks should have minimum value of 1'] }],
    [{ levelCount: 100 }, { levelCount: ['Levels should have maximum value of 99'] }],
    [{ binCount: 1.5 }, { binCount: ['Bins should be an integer'] }],
    [{ binCount: undefined }, { binCount: ['Bins is required'] }],
    [{ extra: true }, { extra: ['extra is not allowed'] }],
  ])('refuses %j with a field error and saves nothing', async (change, errors) => {
    const res = await call('PUT', 'product/LocationSetup', 'other', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const got = res.json().errors as Record<string, string[]>;
    expect(Object.keys(got)).toEqual(Object.keys(errors));
    for (const [field, [message]] of Object.entries(errors)) expect(got[field][0]).toBe(message);
    expect((await setupOf('other')).isSaved).toBe(false);
  });

  it('refuses a setup that would make more than 10,000 locations, as a form-level error', async () => {
    const res = await call('PUT', 'product/LocationSetup', 'distributor', {
      ...valid,
      zoneCount: 26,
      rackCount: 99,
      levelCount: 99,
      binCount: 99,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'A setup can make at most 10,000 locations; this one would make 25,227,774',
    );
    expect(res.json().errors).toBeUndefined();
    expect(await setupOf('distributor')).toMatchObject({ prefix: 'KL', totalLocations: 48 });
  });

  it('saves a setup with "Update successfully!" and answers what it makes', async () => {
    const res = await call('PUT', 'product/LocationSetup', 'other', valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Update successfully!');
    expect(res.json().data).toMatchObject({
      ...valid,
      isSaved: true,
      totalLocations: 12,
      firstCode: 'ND.A.01.01.01',
      lastCode: 'ND.B.02.01.03',
      existingLocations: 0,
    });
    // Saving makes no location: the generator does.
    expect((await locationsOf('other')).totalCount).toBe(0);
  });
});

describe('generating locations', () => {
  it('creates every location of the setup, in code order, and says so', async () => {
    const res = await generate('other');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 12, existed: 0, total: 12 });
    expect(res.json().message).toBe('12 location(s) created, 0 already existed');
    const { items, totalCount } = await locationsOf('other');
    expect(totalCount).toBe(12);
    expect(items[0]).toMatchObject({
      locationCode: 'ND.A.01.01.01',
      zone: 'A',
      rack: 1,
      level: 1,
      bin: 1,
      isActive: true,
    });
    expect(items.at(-1)).toMatchObject({ locationCode: 'ND.B.02.01.03', zone: 'B', rack: 2 });
    expect(new Set(items.map((i) => i.locationCode)).size).toBe(12);
  });

  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const before = await locationsOf('other');
    const res = await generate('other');
    expect(res.json().data).toEqual({ created: 0, existed: 12, total: 12 });
    expect(res.json().message).toBe('0 location(s) created, 12 already existed');
    expect(await locationsOf('other')).toEqual(before);
  });

  it('after a setup grows, creates only the missing ones; two runs at once still make each once', async () => {
    await call('PUT', 'product/LocationSetup', 'other', { ...valid, zoneCount: 3 });
    const [a, b] = await Promise.all([generate('other'), generate('other')]);
    const created = [a, b].map((r) => r.json().data.created).sort();
    expect(created).toEqual([0, 6]);
    expect((await locationsOf('other')).totalCount).toBe(18);
    expect((await setupOf('other')).existingLocations).toBe(18);
  });

  it('keeps a location that was changed: its description and active flag stay', async () => {
    const { items } = await locationsOf('other');
    const first = items[0];
    const put = await call('PUT', `product/Location/${first.id}`, 'other', {
      description: 'Returns shelf',
      isActive: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe('Update successfully!');
    await generate('other');
    const detail = await call('GET', `product/Location/GetDetail/${first.id}`, 'other');
    expect(detail.json().data).toMatchObject({ description: 'Returns shelf', isActive: false });
  });
});

describe('product/Location as a resource', () => {
  it('has no create: a body sent to the generator is refused and makes nothing', async () => {
    const before = (await locationsOf('other')).totalCount;
    const res = await call('POST', 'product/Location', 'other', {
      locationCode: 'ND.Z.99.99.99',
      isActive: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.locationCode).toEqual(['locationCode is not allowed']);
    expect((await locationsOf('other')).totalCount).toBe(before);
  });

  it('refuses an update without the active flag and changes nothing', async () => {
    const [row] = (await locationsOf('other')).items;
    const res = await call('PUT', `product/Location/${row.id}`, 'other', { description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ isActive: ['Active is required'] });
    const after = await call('GET', `product/Location/GetDetail/${row.id}`, 'other');
    expect(after.json().data.description).toBe('Returns shelf');
  });

  it("answers another company's location as not found, for reading, changing and deleting", async () => {
    const [row] = (await locationsOf('other')).items;
    expect(
      (await call('GET', `product/Location/GetDetail/${row.id}`, 'distributor')).statusCode,
    ).toBe(404);
    const put = await call('PUT', `product/Location/${row.id}`, 'distributor', {
      description: 'taken',
      isActive: true,
    });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `product/Location/${row.id}`, 'distributor')).statusCode).toBe(
      404,
    );
    const mine = await locationsOf('distributor');
    expect(mine.totalCount).toBe(48);
    expect(mine.items.every((i) => i.locationCode.startsWith('KL-'))).toBe(true);
    const after = await call('GET', `product/Location/GetDetail/${row.id}`, 'other');
    expect(after.json().data.description).toBe('Returns shelf');
  });

  it('deletes a location; the next generation brings back the missing code', async () => {
    const [row] = (await locationsOf('other')).items;
    const del = await call('DELETE', `product/Location/${row.id}`, 'other');
    expect(del.json().message).toBe('Delete successfully!');
    expect((await locationsOf('other')).totalCount).toBe(17);
    const res = await generate('other');
    expect(res.json().data).toEqual({ created: 1, existed: 17, total: 18 });
  });

  it('lists the locations as options by code', async () => {
    const res = await call('GET', 'product/Location/GetSelectList', 'distributor');
    const options = res.json().data as { label: string }[];
    expect(options).toHaveLength(48);
    expect(options[0].label).toBe('KL-A-01-01-01');
  });
});
