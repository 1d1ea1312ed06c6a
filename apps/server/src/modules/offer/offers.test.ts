import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { partnerOffers } from '../../db/schema/index.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const get = (url: string, headers = customer) => t.app.inject({ url: `/api/${url}`, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: distributor, payload });
const codes = async (query = '') => {
  const res = await get(`network/PartnerOffer/GetActiveOffers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { offerCode: string }[]).map((o) => o.offerCode).sort();
};
const groupId = async (code: string) => {
  const res = await send('POST', 'network/OfferGroup/Search', {
    filterColumns: [{ columnName: 'groupCode', filterValue: code, operator: 'eq' }],
  });
  return res.json().data.items[0].id as string;
};
const offerBody = async (overrides: object = {}) => ({
  offerCode: 'NEW-OFFER',
  partnerName: 'Transfer Co',
  title: 'Airport transfer 15% off',
  offerGroupId: await groupId('AIRPORT'),
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  countryCodes: ['TH'],
  ...overrides,
});

describe('partner offers: validity', () => {
  it('buyers see the valid offers of their distributor only: not the expired, not the future, not one for a customer group', async () => {
    expect(await codes()).toEqual(['FASTTRACK', 'INSURE-10', 'LOUNGE-20']);
  });

  it('an offer for some countries shows for those countries; one without countries everywhere', async () => {
    expect(await codes('?countryCode=JP')).toEqual(['FASTTRACK', 'INSURE-10', 'LOUNGE-20']);
    expect(await codes('?countryCode=FR')).toEqual(['INSURE-10']);
  });

  it('the back-office list shows every offer, the expired one too', async () => {
    const res = await send('POST', 'network/PartnerOffer/Search', { pageSize: 50 });
    const all = (res.json().data.items as { offerCode: string }[]).map((o) => o.offerCode);
    expect(all).toEqual(expect.arrayContaining(['RAILPASS', 'SUMMER27', 'INSURE-CORP']));
    expect(res.json().data.totalCount).toBe(6);
  });

  it('an offer ending now disappears for buyers; an inactive group hides its offers', async () => {
    await t.database.db
      .update(partnerOffers)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(partnerOffers.offerCode, 'FASTTRACK'));
    expect(await codes()).toEqual(['INSURE-10', 'LOUNGE-20']);
    const insurance = await groupId('INSURANCE');
    const detail = (await send('POST', 'network/OfferGroup/Search', {}))
      .json()
      .data.items.find((g: { id: string }) => g.id === insurance);
    const { id: _id, ...body } = detail;
    expect(
      (await send('PUT', `network/OfferGroup/${insurance}`, { ...body, isActive: false }))
        .statusCode,
    ).toBe(200);
    expect(await codes()).toEqual(['LOUNGE-20']);
  });

  it('refuses a validity that ends before it starts, in the form words, and creates nothing', async () => {
    const res = await send(
      'POST',
      'network/PartnerOffer',
      await offerBody({ validFrom: '2026-06-01', validTo: '2026-05-01' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ validTo: ['Valid To should be after Valid From'] });
    const search = await send('POST', 'network/PartnerOffer/Search', {
      filterColumns: [{ columnName: 'offerCode', filterValue: 'NEW-OFFER', operator: 'eq' }],
    });
    expect(search.json().data.totalCount).toBe(0);
  });

  it('an offer code that exists is a field error', async () => {
    const res = await send(
      'POST',
      'network/PartnerOffer',
      await offerBody({ offerCode: 'LOUNGE-20' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ offerCode: ['Offer Code already exists'] });
  });

  it('required fields in the spec words', async () => {
    const res = await send('POST', 'network/PartnerOffer', { offerCode: 'X1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      partnerName: ['Partner is required'],
      title: ['Title is required'],
      offerGroupId: ['Offer Group is required'],
    });
  });
});

describe('offer groups', () => {
  it('refuses to delete a group in use, saying what uses it; deletes an unused one', async () => {
    const airport = await groupId('AIRPORT');
    const res = await send('DELETE', `network/OfferGroup/${airport}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This Offer Group is used by 2 partner offers and cannot be deleted',
    );
    const created = await send('POST', 'network/OfferGroup', {
      groupCode: 'EMPTY',
      groupName: 'Nothing yet',
      sortOrder: 9,
    });
    expect(created.statusCode, created.body).toBe(200);
    const del = await send('DELETE', `network/OfferGroup/${created.json().data.id}`);
    expect(del.json().message).toBe('Delete successfully!');
  });

  it('a group code that exists is a field error', async () => {
    const res = await send('POST', 'network/OfferGroup', {
      groupCode: 'AIRPORT',
      groupName: 'Again',
      sortOrder: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ groupCode: ['Group Code already exists'] });
  });
});

describe('directory, recommendations and top plans', () => {
  it('buyers read the active directory in its order', async () => {
    const res = await get('network/MoreDirectory/GetDirectory');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((d: { title: string }) => d.title)
        .slice(0, 2),
    ).toEqual(['Help centre', 'Install your eSIM (iPhone)']);
  });

  it('a plan cannot recommend itself; the recommendation list shows product names', async () => {
    const list = await send('POST', 'product/Recommend/SearchMaster', { pageSize: 50 });
    expect(list.statusCode).toBe(200);
    const line = list.json().data.items[0];
    expect(line.productName).toMatch(/eSIM/);
    const res = await send('POST', 'product/Recommend', {
      productId: line.productId,
      recommendedProductId: line.productId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      recommendedProductId: ['A product cannot recommend itself'],
    });
    expect((await get(`product/Recommend/${line.id}`, distributor)).json().data.id).toBe(line.id);
  });

  it('a top plan for a country and a region at once is refused; the same plan twice in a market is a field error', async () => {
    const list = await send('POST', 'product/BestSelling/Search', { pageSize: 1 });
    const line = list.json().data.items[0];
    const both = await send('POST', 'product/BestSelling', {
      productId: line.productId,
      countryCode: 'JP',
      region: 'Asia',
      sortOrder: 1,
    });
    expect(both.json().errors).toEqual({ region: ['Choose a country or a region, not both'] });
    const again = await send('POST', 'product/BestSelling', {
      productId: line.productId,
      countryCode: line.countryCode,
      region: line.region,
      sortOrder: 7,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ productId: ['Product already exists'] });
  });
});

describe('partner offers name only the company own groups', () => {
  it("refuses another company's offer group and customer groups as field errors", async () => {
    const admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/network/OfferGroup/Search',
      headers: admin,
      payload: {
        filterColumns: [{ columnName: 'groupCode', filterValue: 'AIRPORT', operator: 'eq' }],
      },
    });
    const res = await send(
      'POST',
      'network/PartnerOffer',
      await offerBody({
        offerGroupId: theirs.json().data.items[0].id,
        customerGroupIds: ['00000000-0000-4000-8000-000000000009'],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      offerGroupId: ['Offer Group is not a valid option'],
      customerGroupIds: ['Customer Groups is not a valid option'],
    });
  });
});
