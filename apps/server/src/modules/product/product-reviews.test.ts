import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { rolePermissions, roles } from '../../db/schema/index.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  // A company that neither sold nor runs the platform, holding the grant: it must still see none.
  const [customerRole] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, 'Customer'));
  await t.database.db.insert(rolePermissions).values({
    roleId: customerRole.id,
    resourceName: 'product/ProductReview',
    permission: 'View',
  });
  for (const [name, email, code] of [
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
    ['operator', 'operator@wander.demo', 'WANDER'],
    ['admin', 'admin@wander.demo', 'WANDER'],
    ['customer', 'customer@wander.demo', 'CUST001'],
    ['agent', 'agent@wander.demo', 'DIST001'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
});
afterAll(() => t.close());

interface Review {
  id: string;
  entityCode: string;
  productId: string;
  productName: string;
  variantName: string | null;
  reviewerName: string;
  rating: number;
  createdAt: string;
}
type Filter = { columnName: string; filterValue: unknown; operator: string };

const search = (who: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/product/ProductReview/Search',
    headers: as[who],
    payload: { pageSize: 50, ...body },
  });
async function reviews(who: string, filterColumns: Filter[] = [], sortColumns?: unknown[]) {
  const res = await search(who, { filterColumns, ...(sortColumns && { sortColumns }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Review[]; totalCount: number };
}
const detail = (who: string, id: string) =>
  t.app.inject({ url: `/api/product/ProductReview/${id}`, headers: as[who] });

describe('POST product/ProductReview/Search', () => {
  it('shows a distributor the reviews of what it sold, newest first', async () => {
    const { items, totalCount } = await reviews('distributor');
    expect(totalCount).toBe(12);
    expect(items.every((r) => r.entityCode === 'DIST001')).toBe(true);
    const dates = items.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items[0]).toMatchObject({
      productName: 'Japan eSIM',
      variantName: 'Japan 3GB 7 days',
      reviewerName: 'Chen Wei',
      rating: 3,
    });
    expect((await reviews('other')).totalCount).toBe(4);
  });

  it('shows platform staff every review, and a company that sold nothing none', async () => {
    expect((await reviews('admin')).totalCount).toBe(16);
    expect((await reviews('operator')).totalCount).toBe(16);
    expect((await reviews('customer')).totalCount).toBe(0);
  });

  it('filters by rating, product, reviewer and date range, and sorts by rating', async () => {
    const five = await reviews('distributor', [
      { columnName: 'rating', filterValue: 5, operator: 'eq' },
    ]);
    expect(five.totalCount).toBe(4);
    expect(five.items.every((r) => r.rating === 5)).toBe(true);
    const low = await reviews('distributor', [
      { columnName: 'rating', filterValue: [1, 2], operator: 'between' },
    ]);
    expect(low.items.map((r) => r.rating).sort()).toEqual([1, 2]);

    const japan = await reviews('distributor', [
      { columnName: 'productName', filterValue: 'japan', operator: 'contains' },
    ]);
    expect(japan.totalCount).toBe(4);
    const productId = japan.items[0].productId;
    const byProduct = await reviews('distributor', [
      { columnName: 'productId', filterValue: productId, operator: 'eq' },
    ]);
    expect(byProduct.items.every((r) => r.productId === productId)).toBe(true);

    const reviewer = await reviews('distributor', [
      { columnName: 'reviewerName', filterValue: 'wong', operator: 'contains' },
    ]);
    expect(reviewer.items.map((r) => r.reviewerName)).toEqual(['James Wong']);

    const october = await reviews('distributor', [
      {
        columnName: 'createdAt',
        filterValue: ['2026-10-01T00:00:00.000Z', '2026-10-31T23:59:59.999Z'],
        operator: 'between',
      },
    ]);
    expect(october.totalCount).toBe(5);
    expect(october.items.every((r) => r.createdAt.startsWith('2026-10'))).toBe(true);

    const sorted = await reviews(
      'distributor',
      [],
      [
        { columnName: 'rating', sortOrder: 'asc' },
        { columnName: 'createdAt', sortOrder: 'asc' },
      ],
    );
    const ratings = sorted.items.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(ratings[0]).toBe(1);
  });

  it('refuses a filter or sort the list does not allow', async () => {
    const filter = await search('distributor', {
      filterColumns: [{ columnName: 'comment', filterValue: 'x', operator: 'contains' }],
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors.filterColumns).toEqual(['comment cannot be filtered']);
    const sort = await search('distributor', {
      sortColumns: [{ columnName: 'title', sortOrder: 'asc' }],
    });
    expect(sort.statusCode).toBe(400);
    const operator = await search('distributor', {
      filterColumns: [{ columnName: 'rating', filterValue: '5', operator: 'contains' }],
    });
    expect(operator.statusCode).toBe(400);
  });

  it('is refused to a role without the review grant', async () => {
    expect((await search('agent')).statusCode).toBe(403);
  });
});

describe('GET product/ProductReview/{id}', () => {
  it('answers a review with its product, seller and comment', async () => {
    const { items } = await reviews('distributor', [
      { columnName: 'reviewerName', filterValue: 'Mei Lin Tan', operator: 'eq' },
    ]);
    const res = await detail('distributor', items[0].id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: items[0].id,
      productCode: 'WDR-JP-DATA',
      productName: 'Japan eSIM',
      sellerName: 'Globetrek Distribution Sdn Bhd',
      rating: 5,
      title: 'Worked the moment we landed',
      reviewerEmail: 'mei.lin.tan@traveller.demo',
    });
    expect(res.json().data.comment).toContain('Narita');
    expect((await detail('admin', items[0].id)).statusCode).toBe(200);
  });

  it("answers another seller's review, or any review to a company that sold nothing, as not found", async () => {
    const [theirs] = (await reviews('other')).items;
    expect((await detail('distributor', theirs.id)).statusCode).toBe(404);
    expect((await detail('customer', theirs.id)).statusCode).toBe(404);
    expect((await detail('other', theirs.id)).statusCode).toBe(200);
    expect((await detail('distributor', 'not-an-id')).statusCode).toBe(404);
    expect((await detail('agent', theirs.id)).statusCode).toBe(403);
  });
});
