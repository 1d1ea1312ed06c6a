import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/mail.js';
import {
  companies,
  invoiceLines,
  invoices,
  notifications,
  purchaseOrders,
  usageAlertsSent,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { DEMO_ALERT_ESIM_ORDER } from '../../seed/seed-usage-notifications.js';
import { sendUsageAlerts } from './send-usage-alerts.js';
import { USAGE_ALERTS_JOB } from './usage-alert-jobs.js';

let t: TestApp;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string>;
let customer: Record<string, string>;
/** CUST001's delivered eSIMs of DIST001: the first is the demo's one at 82 %. */
let esims: { id: string; iccid: string; deliveredAt: Date; days: number }[];
const CUSTOMER_EMAIL = 'bookings@skyway.demo';

beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  esims = (
    await t.database.db
      .select({
        id: wanderSerialNumbers.id,
        iccid: wanderSerialNumbers.iccid,
        deliveredAt: wanderSerialNumbers.deliveredAt,
        days: invoiceLines.days,
      })
      .from(wanderSerialNumbers)
      .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          eq(wanderSerialNumbers.status, 'delivered'),
          eq(wanderSerialNumbers.entityCode, 'DIST001'),
          eq(invoices.customerEntityCode, 'CUST001'),
        ),
      )
      .orderBy(...DEMO_ALERT_ESIM_ORDER)
  ).map((e) => ({ ...e, deliveredAt: e.deliveredAt! }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: headers as never, payload });
const alertMails = async () =>
  (await mailsTo(t.app, t.database, CUSTOMER_EMAIL)).filter((m) => m.template === 'usage-alert');
const rule = (over: object) => ({
  ruleName: 'Rule',
  appliesTo: 'AllCustomers',
  usagePercent: 80,
  expiryDays: null,
  isActive: true,
  ...over,
});
const runJob = async () => {
  await t.app.services.jobs.send(USAGE_ALERTS_JOB, {});
  await t.app.services.jobs.idle();
};

describe('the usage-alert job', () => {
  it('alerts the demo eSIM at 80 % once, by e-mail and in the notification log, with its top-up link', async () => {
    const demo = esims[0];
    expect(await alertMails()).toEqual([]);
    await runJob();
    const mails = await alertMails();
    const usage = mails.filter((m) => m.subject.includes('has used 80% of its data'));
    expect(usage.map((m) => m.subject)).toEqual([
      `Your eSIM ${demo.iccid} has used 80% of its data`,
    ]);
    expect(usage[0].entityCode).toBe('DIST001');
    expect(usage[0].textBody).toContain(`#/setup/esim-top-up/${demo.id}`);
    expect(usage[0].textBody).toContain('82%');
    // Only the demo eSIM passed 80 %: the others of the demo world use at most 72 %.
    expect(mails.filter((m) => m.subject.includes('% of its data'))).toHaveLength(1);
    const logged = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, usage[0].subject));
    expect(logged.map((n) => [n.recipientEntityCode, n.status])).toEqual([['CUST001', 'Sent']]);

    // A second run (and a direct call) sends nothing more.
    await runJob();
    expect(await sendUsageAlerts(t.database.db, t.app.services.mail)).toBe(0);
    expect((await alertMails()).length).toBe(mails.length);
    const sent = await t.database.db
      .select()
      .from(usageAlertsSent)
      .where(eq(usageAlertsSent.serialId, demo.id));
    expect(sent.map((s) => [s.kind, s.threshold])).toEqual([['usage', 80]]);
  });

  it("fires a rule for the customer's group and for the customer itself, not for another group", async () => {
    const groups = (
      await call('GET', 'customer/UsageNotification/GetCustomerGroupSelectList', distributor)
    ).json().data as { label: string; value: string }[];
    // The demo's Skyway Travel Agency (CUST001) is in DIST001's Retail group, not in Corporate.
    const groupId = (label: string) => groups.find((g) => g.label === label)!.value;
    const sendNow = () =>
      sendUsageAlerts(t.database.db, t.app.services.mail, { entityCode: 'DIST001' });
    const freshSubjects = async (run: () => Promise<number>) => {
      const before = (await alertMails()).length;
      const count = await run();
      const all = await alertMails();
      const fresh = all.slice(0, all.length - before).map((m) => m.subject);
      expect(fresh).toHaveLength(count);
      return fresh;
    };

    const byOtherGroup = await call(
      'POST',
      'customer/UsageNotification',
      distributor,
      rule({
        ruleName: 'Corporate at 50%',
        appliesTo: 'CustomerGroup',
        customerGroupId: groupId('Corporate'),
        usagePercent: 50,
      }),
    );
    expect(byOtherGroup.statusCode, byOtherGroup.body).toBe(200);
    expect(await sendNow()).toBe(0);

    const byOwnGroup = await call(
      'POST',
      'customer/UsageNotification',
      distributor,
      rule({
        ruleName: 'Retail at 60%',
        appliesTo: 'CustomerGroup',
        customerGroupId: groupId('Retail'),
        usagePercent: 60,
      }),
    );
    expect(byOwnGroup.statusCode, byOwnGroup.body).toBe(200);
    const byGroup = await freshSubjects(sendNow);
    expect(byGroup.every((s) => s.endsWith('has used 60% of its data'))).toBe(true);
    expect(byGroup).toContain(`Your eSIM ${esims[0].iccid} has used 60% of its data`);

    const byCustomer = await call(
      'POST',
      'customer/UsageNotification',
      distributor,
      rule({
        ruleName: 'Skyway at 50%',
        appliesTo: 'Customer',
        customerEntityCode: 'CUST001',
        usagePercent: 50,
      }),
    );
    expect(byCustomer.statusCode, byCustomer.body).toBe(200);
    const fresh = await freshSubjects(sendNow);
    expect(fresh.every((s) => s.endsWith('has used 50% of its data'))).toBe(true);
    expect(fresh).toContain(`Your eSIM ${esims[0].iccid} has used 50% of its data`);
  });

  it("alerts an eSIM that expires within the rule's days", async () => {
    const demo = esims[0];
    const expires = demo.deliveredAt.getTime() + demo.days * 86_400_000;
    const now = new Date(expires - 2 * 86_400_000);
    expect(
      await sendUsageAlerts(t.database.db, t.app.services.mail, { now, entityCode: 'DIST001' }),
    ).toBeGreaterThan(0);
    const subjects = (await alertMails()).map((m) => m.subject);
    expect(subjects).toContain(`Your eSIM ${demo.iccid} expires within 3 days`);
  });
});

describe('customer/UsageNotification', () => {
  it('says what a rule is missing and changes nothing', async () => {
    const before = (await call('POST', 'customer/UsageNotification/Search', distributor, {})).json()
      .data.totalCount;
    const noGroup = await call(
      'POST',
      'customer/UsageNotification',
      distributor,
      rule({ appliesTo: 'CustomerGroup' }),
    );
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().errors.customerGroupId).toEqual(['Customer Group is required']);
    const noThreshold = await call(
      'POST',
      'customer/UsageNotification',
      distributor,
      rule({ usagePercent: null }),
    );
    expect(noThreshold.json().errors.usagePercent).toEqual(['Usage % or Expiry Days is required']);
    const tooMuch = await call(
      'POST',
      'customer/UsageNotification',
      distributor,
      rule({ usagePercent: 101 }),
    );
    expect(tooMuch.json().errors.usagePercent).toEqual([
      'Usage % should have maximum value of 100',
    ]);
    expect(
      (await call('POST', 'customer/UsageNotification/Search', distributor, {})).json().data
        .totalCount,
    ).toBe(before);
    const same = await call(
      'POST',
      'customer/UsageNotification',
      distributor,
      rule({ ruleName: 'All customers at 80%' }),
    );
    expect(same.statusCode).toBe(409);
    expect(same.json().errors.ruleName).toEqual(['Rule Name already exists']);
  });

  it('keeps each distributor to its own rules, groups and customers', async () => {
    const mine = (await call('POST', 'customer/UsageNotification/Search', distributor, {})).json()
      .data.items;
    expect(mine.map((r: { ruleName: string }) => r.ruleName)).toContain('All customers at 80%');
    const theirs = await call('POST', 'customer/UsageNotification/Search', otherDistributor, {});
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.items).toEqual([]);
    const other = await call(
      'GET',
      `customer/UsageNotification/GetDetail/${mine[0].id}`,
      otherDistributor,
    );
    expect(other.statusCode).toBe(404);
    const foreignCustomer = await call(
      'POST',
      'customer/UsageNotification',
      otherDistributor,
      rule({ appliesTo: 'Customer', customerEntityCode: 'CUST001', usagePercent: 1 }),
    );
    expect(foreignCustomer.statusCode).toBe(400);
    expect(foreignCustomer.json().errors.customerEntityCode).toEqual([
      'Customer is not a valid option',
    ]);
    // A rule of DIST002 for all its customers never reaches DIST001's eSIMs.
    const all = await call(
      'POST',
      'customer/UsageNotification',
      otherDistributor,
      rule({ usagePercent: 1 }),
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(
      await sendUsageAlerts(t.database.db, t.app.services.mail, { entityCode: 'DIST002' }),
    ).toBe(0);
    const customerCodes = async (headers: object) =>
      (
        (await call('GET', 'customer/UsageNotification/GetCustomerSelectList', headers)).json()
          .data as { value: string }[]
      ).map((c) => c.value);
    // DIST001's eight demo business customers; DIST002 has none of them.
    const mineCustomers = await customerCodes(distributor);
    expect(mineCustomers).toContain('CUST001');
    expect(mineCustomers).toHaveLength(8);
    const parents = await t.database.db
      .select({ parent: companies.parentEntityCode })
      .from(companies)
      .where(inArray(companies.entityCode, mineCustomers));
    expect(new Set(parents.map((p) => p.parent))).toEqual(new Set(['DIST001']));
    expect(await customerCodes(otherDistributor)).not.toContain('CUST001');
  });
});

describe('the top-up link and the service journal', () => {
  it('buys a top-up of the alerted eSIM from the seller that sold it and journals it', async () => {
    const demo = esims[0];
    const lookup = (
      await call('GET', `payment/InvoiceDetail/GetTopUpESim/${demo.id}`, customer)
    ).json().data;
    expect(lookup.isSuccess).toBe(true);
    const plan = lookup.data.topUpOptions[0];
    const wrong = await call('POST', `payment/InvoiceDetail/TopUpESim/${demo.id}`, customer, {
      variantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.variantId).toEqual(['Top-up Plan is not a valid option']);
    // The eSIM's own order was credited to the customer's agent (the demo's Mei Ling Tan); the
    // customer has no agent any more, and the top-up is still credited to the eSIM's agent.
    const [original] = await t.database.db
      .select({ agentId: purchaseOrders.agentId })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
      .innerJoin(wanderSerialNumbers, eq(wanderSerialNumbers.invoiceLineId, invoiceLines.id))
      .where(eq(wanderSerialNumbers.id, demo.id));
    expect(original.agentId).not.toBeNull();
    await t.database.db
      .update(companies)
      .set({ agentId: null })
      .where(eq(companies.entityCode, 'CUST001'));
    const bought = await call('POST', `payment/InvoiceDetail/TopUpESim/${demo.id}`, customer, {
      variantId: plan.variantId,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const result = bought.json().data;
    expect(result.distributorEntityCode).toBe('DIST001');
    expect(result.amount).toBe(plan.unitPrice);
    const [po] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, result.poHeaderId));
    // Paid, or already Completed: where jobs run for real (the replica lane), delivery on
    // payment may finish before this read.
    expect(['Paid', 'Completed']).toContain(po.status);
    expect([po.distributorEntityCode, po.entityCode]).toEqual(['DIST001', 'CUST001']);
    expect(po.remarks).toBe(`Top-up of eSIM ${demo.iccid}`);
    expect(po.agentId).toBe(original.agentId);

    const journal = await call('POST', 'service/ServiceMovingJournals/Search', distributor, {
      filterColumns: [{ columnName: 'iccid', operator: 'eq', filterValue: demo.iccid }],
    });
    expect(journal.statusCode, journal.body).toBe(200);
    const events = journal
      .json()
      .data.items.map((r: { event: string; reference: string; performedBy: string }) => [
        r.event,
        r.reference,
        r.performedBy,
      ]);
    expect(events).toContainEqual(['TopUp', result.documentNo, 'customer@wander.demo']);
    // Delivery wrote the activation, by the distributor user who completed the invoice.
    expect(
      events.some((e: string[]) => e[0] === 'Activated' && e[2] === 'distributor@wander.demo'),
    ).toBe(true);
    // Another company's eSIM cannot be topped up through it.
    const foreign = await call(
      'POST',
      `payment/InvoiceDetail/TopUpESim/${demo.id}`,
      otherDistributor,
      {
        variantId: plan.variantId,
      },
    );
    expect([403, 404]).toContain(foreign.statusCode);
  });

  it('lists the journal by event and date for the seller and the customer only', async () => {
    const activated = await call('POST', 'service/ServiceMovingJournals/Search', distributor, {
      filterColumns: [{ columnName: 'event', operator: 'eq', filterValue: 'Activated' }],
      pageSize: 100,
    });
    const rows = activated.json().data.items;
    expect(rows.length).toBeGreaterThanOrEqual(esims.length);
    expect(rows.every((r: { event: string }) => r.event === 'Activated')).toBe(true);
    const mine = await call('POST', 'service/ServiceMovingJournals/Search', customer, {});
    expect(
      mine
        .json()
        .data.items.every(
          (r: { customerEntityCode: string }) => r.customerEntityCode === 'CUST001',
        ),
    ).toBe(true);
    const theirs = await call('POST', 'service/ServiceMovingJournals/Search', otherDistributor, {});
    expect(theirs.json().data.items).toEqual([]);
    const detail = await call(
      'GET',
      `service/ServiceMovingJournals/GetDetail/${rows[0].id}`,
      otherDistributor,
    );
    expect(detail.statusCode).toBe(404);
    const own = await call(
      'GET',
      `service/ServiceMovingJournals/GetDetail/${rows[0].id}`,
      distributor,
    );
    expect(own.json().data.iccid).toBe(rows[0].iccid);
  });
});
