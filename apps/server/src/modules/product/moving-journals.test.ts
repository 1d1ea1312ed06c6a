import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { movingJournalLines, movingJournals, wanderSerialNumbers } from '../../db/schema/index.js';
import {
  journalFixtures,
  journalHelpers,
} from '../../test-support/kits/moving-journal.fixtures.js';

let t: TestApp;
let dist: Record<string, string>;
let otherDist: Record<string, string>;
let customer: Record<string, string>;
let fx: Awaited<ReturnType<typeof journalFixtures>>;
let h: ReturnType<typeof journalHelpers>;
let A: { id: string; code: string };
let B: { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await journalFixtures(t.database.db, { count: 30 });
  h = journalHelpers(t);
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDist = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  [A, B] = fx.locations.slice(-2);
});
afterAll(() => t.close());

const JOURNAL = 'product/MovingJournal';

describe('each journal type moves its eSIMs', () => {
  it('a receipt puts not-yet-received eSIMs at its location', async () => {
    const iccids = fx.iccids.slice(0, 10);
    const res = await h.post(dist, {
      journalType: 'receipt',
      toLocationId: A.id,
      remarks: 'Batch from the provider',
      lines: h.lines(iccids),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Journal posted');
    const journal = res.json().data;
    expect(journal).toMatchObject({
      journalNo: expect.stringMatching(/^MJ-\d{6}$/),
      journalType: 'receipt',
      journalDate: '2026-11-20',
      fromLocationCode: null,
      toLocationCode: A.code,
      lineCount: 10,
      reversedCount: 0,
      createdBy: 'distributor@wander.demo',
      canAdjust: true,
    });
    expect(journal.lines[0]).toMatchObject({
      lineNo: 1,
      iccid: iccids[0],
      variantCode: 'MJ1-TH-5G10D',
      fromLocationCode: null,
      toLocationCode: A.code,
      statusBefore: 'available',
      statusAfter: 'available',
    });
    const state = await h.state(iccids);
    expect(state.every((s) => s.locationCode === A.code && s.status === 'available')).toBe(true);
    // The serial list shows and filters by the location.
    const list = await h.call('POST', 'product/WanderSerialNumber/Search', dist, {
      filterColumns: [{ columnName: 'locationCode', filterValue: A.code, operator: 'eq' }],
      pageSize: 50,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .data.items.map((r: { iccid: string }) => r.iccid)
        .sort(),
    ).toEqual(expect.arrayContaining(iccids));
  });

  it('a transfer moves them from its source to its destination', async () => {
    const iccids = fx.iccids.slice(0, 3);
    const res = await h.post(dist, {
      journalType: 'transfer',
      fromLocationId: A.id,
      toLocationId: B.id,
      lines: h.lines(iccids),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ fromLocationCode: A.code, toLocationCode: B.code });
    expect((await h.state(iccids)).map((s) => s.locationCode)).toEqual([B.code, B.code, B.code]);
    expect((await h.state(fx.iccids.slice(3, 4)))[0].locationCode).toBe(A.code);
  });

  it('an issue and a write-off take them out of stock', async () => {
    const issue = await h.post(dist, {
      journalType: 'issue',
      fromLocationId: A.id,
      remarks: 'Samples for the travel fair',
      lines: h.lines(fx.iccids.slice(3, 5)),
    });
    expect(issue.statusCode, issue.body).toBe(200);
    const writeOff = await h.post(dist, {
      journalType: 'write_off',
      fromLocationId: A.id,
      remarks: 'Profiles failed to download',
      lines: h.lines(fx.iccids.slice(5, 6)),
    });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    expect(await h.state(fx.iccids.slice(3, 6))).toEqual([
      { iccid: fx.iccids[3], status: 'issued', locationCode: null },
      { iccid: fx.iccids[4], status: 'issued', locationCode: null },
      { iccid: fx.iccids[5], status: 'written_off', locationCode: null },
    ]);
  });

  it('GetQuantity says what the eSIMs say', async () => {
    const res = await h.call('GET', `product/Product/GetQuantity/${fx.productId}`, dist);
    expect(res.statusCode, res.body).toBe(200);
    const counts = await h.countsByStatus('DIST001', fx.variantId);
    expect(res.json().data).toEqual([
      {
        variantId: fx.variantId,
        variantCode: 'MJ1-TH-5G10D',
        availableQuantity: counts.available,
        allocatedQuantity: 0,
        deliveredQuantity: 0,
        issuedQuantity: 2,
        writtenOffQuantity: 1,
      },
    ]);
    expect(counts.available).toBe(27);
  });
});

describe('every line is checked; one refused line moves nothing', () => {
  it('names each refused line, its ICCID and why', async () => {
    // An allocated eSIM at A (an invoice line holds it).
    await t.database.db
      .update(wanderSerialNumbers)
      .set({ status: 'allocated', invoiceLineId: '00000000-0000-4000-8000-00000000a11c' })
      .where(eq(wanderSerialNumbers.iccid, fx.iccids[6]));
    const before = await h.state(fx.iccids.slice(0, 12));
    const lines = [
      fx.iccids[7], // fine: at A
      fx.iccids[6], // allocated
      fx.foreignIccid, // DIST002's
      fx.iccids[0], // at B, not at A
      fx.iccids[7], // twice
      fx.iccids[3], // issued
      fx.iccids[5], // written off
      fx.iccids[20], // not received anywhere
      '12345', // not an ICCID
      '8960000000000000000', // unknown
    ];
    const res = await h.post(dist, {
      journalType: 'transfer',
      fromLocationId: A.id,
      toLocationId: B.id,
      lines: h.lines(lines),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('9 lines cannot be posted; nothing was moved');
    expect(res.json().errors).toEqual({
      'lines.1.iccid': [`Line 2: ICCID ${fx.iccids[6]} is allocated to an invoice`],
      'lines.2.iccid': [`Line 3: ICCID ${fx.foreignIccid} is not in the stock of this company`],
      'lines.3.iccid': [`Line 4: ICCID ${fx.iccids[0]} is at ${B.code}, not at ${A.code}`],
      'lines.4.iccid': [`Line 5: ICCID ${fx.iccids[7]} is already in line 1`],
      'lines.5.iccid': [`Line 6: ICCID ${fx.iccids[3]} has been issued out of stock`],
      'lines.6.iccid': [`Line 7: ICCID ${fx.iccids[5]} has been written off`],
      'lines.7.iccid': [`Line 8: ICCID ${fx.iccids[20]} has not been received at any location`],
      'lines.8.iccid': ['Line 9: ICCID 12345 should be 19 to 22 digits starting with 89'],
      'lines.9.iccid': ['Line 10: ICCID 8960000000000000000 is not in the stock of this company'],
    });
    expect(await h.state(fx.iccids.slice(0, 12))).toEqual(before);
    // A delivered (sold) eSIM and one already received are refused by a receipt.
    await t.database.db
      .update(wanderSerialNumbers)
      .set({ status: 'delivered' })
      .where(eq(wanderSerialNumbers.iccid, fx.iccids[6]));
    const receipt = await h.post(dist, {
      journalType: 'receipt',
      toLocationId: B.id,
      lines: h.lines([fx.iccids[6], fx.iccids[8], fx.iccids[21]]),
    });
    expect(receipt.statusCode).toBe(422);
    expect(receipt.json().errors).toEqual({
      'lines.0.iccid': [`Line 1: ICCID ${fx.iccids[6]} is already sold`],
      'lines.1.iccid': [`Line 2: ICCID ${fx.iccids[8]} is already received at ${A.code}`],
    });
    expect((await h.state([fx.iccids[21]]))[0].locationCode).toBeNull();
  });

  it('checks the header: locations by type, of this company, active, not the same', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await h.post(dist, { lines: h.lines(fx.iccids.slice(10, 11)), ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await bad({ journalType: 'transfer', fromLocationId: A.id })).toEqual({
      toLocationId: ['To Location is required'],
    });
    expect(await bad({ journalType: 'receipt' })).toEqual({
      toLocationId: ['To Location is required'],
    });
    expect(
      await bad({ journalType: 'write_off', fromLocationId: A.id, toLocationId: B.id }),
    ).toEqual({ toLocationId: ['To Location is not used by a write-off'] });
    expect(
      await bad({ journalType: 'transfer', fromLocationId: A.id, toLocationId: A.id }),
    ).toEqual({ toLocationId: ['To Location should be different from From Location'] });
    expect(await bad({ journalType: 'x', toLocationId: A.id })).toEqual({
      journalType: ['Journal Type is required'],
    });
    expect(await bad({ journalType: 'receipt', toLocationId: A.id, lines: [] })).toEqual({
      lines: ['Add at least one eSIM'],
    });
    expect(
      await bad({ journalType: 'receipt', toLocationId: A.id, journalDate: '2026-02-30' }),
    ).toEqual({ journalDate: ['Journal Date is invalid'] });
    expect(
      await bad({ journalType: 'receipt', toLocationId: A.id, journalDate: '2099-01-01' }),
    ).toEqual({ journalDate: ['Journal Date cannot be in the future'] });
    // Another company's location is not an option.
    const theirs = await h.post(otherDist, {
      journalType: 'receipt',
      toLocationId: A.id,
      lines: h.lines([fx.foreignIccid]),
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual({ toLocationId: ['To Location is not a valid option'] });
  });
});

describe('a posted journal is never edited, only adjusted', () => {
  let transferId: string;

  it('has no edit or delete', async () => {
    const list = await h.call('POST', `${JOURNAL}/Search`, dist, {
      filterColumns: [{ columnName: 'journalType', filterValue: 'transfer', operator: 'eq' }],
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.items.find((r: { lineCount: number }) => r.lineCount === 3);
    transferId = mine.id;
    expect((await h.call('PUT', `${JOURNAL}/${transferId}`, dist, {})).statusCode).toBe(404);
    expect((await h.call('DELETE', `${JOURNAL}/${transferId}`, dist)).statusCode).toBe(404);
  });

  it('reverses chosen lines, then the rest, each once, and shows the chain', async () => {
    const one = await h.adjust(dist, transferId, { lines: h.lines([fx.iccids[1]]) });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().message).toBe('Adjustment posted');
    expect(one.json().data).toMatchObject({
      journalType: 'adjustment',
      adjustsJournalId: transferId,
      fromLocationCode: B.code,
      toLocationCode: A.code,
      remarks: 'Posted to the wrong bin',
      lineCount: 1,
      canAdjust: false,
    });
    expect(one.json().data.lines[0]).toMatchObject({ iccid: fx.iccids[1], reversesLineNo: 2 });
    expect((await h.state([fx.iccids[1]]))[0].locationCode).toBe(A.code);

    const again = await h.adjust(dist, transferId, { lines: h.lines([fx.iccids[1]]) });
    expect(again.statusCode).toBe(422);
    const adjustmentNo = one.json().data.journalNo;
    expect(again.json().errors).toEqual({
      'lines.0.iccid': [`Line 1: ICCID ${fx.iccids[1]} was already reversed by ${adjustmentNo}`],
    });
    const notHere = await h.adjust(dist, transferId, { lines: h.lines([fx.iccids[9]]) });
    expect(notHere.json().errors).toEqual({
      'lines.0.iccid': [`Line 1: ICCID ${fx.iccids[9]} is not a line of this journal`],
    });
    const ofAdjustment = await h.adjust(dist, one.json().data.id);
    expect(ofAdjustment.statusCode).toBe(422);
    expect(ofAdjustment.json().message).toBe(
      'An adjustment cannot be adjusted: post a new journal instead',
    );

    // One of the rest moved on since: the reversal of all remaining lines is refused whole.
    const moved = await h.post(dist, {
      journalType: 'write_off',
      fromLocationId: B.id,
      lines: h.lines([fx.iccids[2]]),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rest = await h.adjust(dist, transferId);
    expect(rest.statusCode).toBe(422);
    expect(rest.json().errors).toEqual({
      'lines.1.iccid': [
        `Line 2: ICCID ${fx.iccids[2]} has moved since this journal (now written off)`,
      ],
    });
    expect((await h.state([fx.iccids[0]]))[0].locationCode).toBe(B.code);
    // Undo the write-off, then the rest reverses.
    expect((await h.adjust(dist, moved.json().data.id)).statusCode).toBe(200);
    const all = await h.adjust(dist, transferId, { remarks: 'Whole transfer was a mistake' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.lineCount).toBe(2);
    expect((await h.state(fx.iccids.slice(0, 3))).map((s) => s.locationCode)).toEqual([
      A.code,
      A.code,
      A.code,
    ]);
    expect((await h.adjust(dist, transferId)).json().message).toBe(
      'Every line of this journal is already reversed',
    );

    const detail = await h.call('GET', `${JOURNAL}/GetDetail/${transferId}`, dist);
    expect(detail.json().data).toMatchObject({
      reversedCount: 3,
      canAdjust: false,
      adjustments: [
        { journalNo: adjustmentNo, lineCount: 1 },
        { journalNo: all.json().data.journalNo, lineCount: 2 },
      ],
    });
    expect(
      detail.json().data.lines.map((l: { reversedByJournalNo: string }) => l.reversedByJournalNo),
    ).toEqual([all.json().data.journalNo, adjustmentNo, all.json().data.journalNo]);
    // The original's own rows never changed.
    const [row] = await t.database.db
      .select()
      .from(movingJournals)
      .where(eq(movingJournals.id, transferId));
    expect(row).toMatchObject({ lineCount: 3, fromLocationCode: A.code, toLocationCode: B.code });
    const lines = await t.database.db
      .select()
      .from(movingJournalLines)
      .where(inArray(movingJournalLines.journalId, [transferId]));
    expect(lines.every((l) => l.fromLocationCode === A.code && l.toLocationCode === B.code)).toBe(
      true,
    );
  });

  it('reverses an issue: the eSIMs are back in stock where they were', async () => {
    const list = await h.call('POST', `${JOURNAL}/Search`, dist, {
      filterColumns: [{ columnName: 'journalType', filterValue: 'issue', operator: 'eq' }],
    });
    const issue = list.json().data.items[0];
    const res = await h.adjust(dist, issue.id, { remarks: 'Samples came back' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.state(fx.iccids.slice(3, 5))).toEqual([
      { iccid: fx.iccids[3], status: 'available', locationCode: A.code },
      { iccid: fx.iccids[4], status: 'available', locationCode: A.code },
    ]);
    const quantity = await h.call('GET', `product/Product/GetQuantity/${fx.productId}`, dist);
    const counts = await h.countsByStatus('DIST001', fx.variantId);
    expect(quantity.json().data[0]).toMatchObject({
      availableQuantity: counts.available,
      issuedQuantity: 0,
      writtenOffQuantity: counts.written_off ?? 0,
      deliveredQuantity: counts.delivered,
    });
  });
});

describe('who sees and posts journals', () => {
  it('keeps other companies out and customers away', async () => {
    const mine = (await h.call('POST', `${JOURNAL}/Search`, dist, {})).json().data.items[0];
    expect((await h.call('GET', `${JOURNAL}/GetDetail/${mine.id}`, otherDist)).statusCode).toBe(
      404,
    );
    expect((await h.adjust(otherDist, mine.id)).statusCode).toBe(404);
    expect((await h.call('POST', `${JOURNAL}/Search`, otherDist, {})).json().data.items).toEqual(
      [],
    );
    expect((await h.call('POST', `${JOURNAL}/Search`, customer, {})).statusCode).toBe(403);
    const options = await h.call('GET', `${JOURNAL}/GetSelectList`, dist);
    expect(options.json().data).toContainEqual({ label: mine.journalNo, value: mine.id });
  });

  it('offers the eSIMs a journal can take: at a location, or not yet received', async () => {
    const at = await h.call(
      'GET',
      `${JOURNAL}/GetSerialSelectList?locationId=${A.id}&search=MJ1-TH`,
      dist,
    );
    expect(at.statusCode, at.body).toBe(200);
    expect(at.json().data.every((s: { locationCode: string }) => s.locationCode === A.code)).toBe(
      true,
    );
    expect(at.json().data.map((s: { iccid: string }) => s.iccid)).toContain(fx.iccids[0]);
    const unlocated = await h.call(
      'GET',
      `${JOURNAL}/GetSerialSelectList?search=${fx.iccids[25]}`,
      dist,
    );
    expect(unlocated.json().data).toEqual([
      {
        iccid: fx.iccids[25],
        variantCode: 'MJ1-TH-5G10D',
        productName: 'Journal 1 Thailand eSIM',
        locationCode: null,
      },
    ]);
    const foreign = await h.call(
      'GET',
      `${JOURNAL}/GetSerialSelectList?locationId=${A.id}`,
      otherDist,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the demo world', () => {
  it('has the distributor’s receipt, transfer and write-off with the eSIMs really moved', async () => {
    const list = await h.call('POST', `${JOURNAL}/Search`, dist, {
      filterColumns: [{ columnName: 'remarks', filterValue: 'EU-2611', operator: 'contains' }],
    });
    const [receipt] = list.json().data.items;
    expect(receipt).toMatchObject({ journalType: 'receipt', toLocationCode: 'KL-A-01-01-01' });
    const detail = async (remark: string) => {
      const found = await h.call('POST', `${JOURNAL}/Search`, dist, {
        filterColumns: [{ columnName: 'remarks', filterValue: remark, operator: 'contains' }],
      });
      const id = found.json().data.items[0].id;
      return (await h.call('GET', `${JOURNAL}/GetDetail/${id}`, dist)).json().data;
    };
    const transfer = await detail('Front shelf');
    expect(transfer).toMatchObject({
      journalType: 'transfer',
      fromLocationCode: 'KL-A-01-01-01',
      toLocationCode: 'KL-B-01-01-01',
      lineCount: 5,
    });
    const moved = await h.state(transfer.lines.map((l: { iccid: string }) => l.iccid));
    expect(moved.every((s) => s.locationCode === 'KL-B-01-01-01')).toBe(true);
    const writeOff = await detail('QR card damaged');
    const [gone] = await h.state([writeOff.lines[0].iccid]);
    expect(gone).toMatchObject({ status: 'written_off', locationCode: null });
  });
});
