import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { customerResource } from '@wander/contract';
import { ResourceEditPage } from '../../crud/resource-edit-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

// A plain resource: its pages take the declaration alone.
const config = { resource: customerResource };

const row = {
  id: 'c1',
  customerEntityCode: 'CUST002',
  companyName: 'Borneo Trails Tours Sdn Bhd',
  registerNumber: '201901014455',
  contactName: 'Jason Liew',
  email: 'ops@borneotrails.demo',
  countryCode: '+60',
  contactNumber: '088251177',
  taxGroupId: null,
  paymentTermId: null,
  creditLimit: 15000,
  salesmanId: '11111111-1111-4111-8111-111111111111',
  customerGroupId: '22222222-2222-4222-8222-222222222222',
  customerGroupName: 'Travel Agents',
  membershipId: null,
  membershipName: null,
  status: 'Registered',
  isActive: true,
};

function render(path: string) {
  return renderAt(<ResourceEditPage config={config} />, {
    path,
    pattern: path.includes('-edit/') ? '/setup/customer-edit/:id' : '/setup/customer-new',
    others: [{ path: '/setup/customer-list', element: <p>the list</p> }],
  });
}

describe('customer form (/setup/customer-new, -edit/{id})', () => {
  it("offers the distributor's salesmen and groups, and says what is wrong before sending", async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) => {
      if (call.path === 'admin/Users/GetSalesmanOptions')
        return ok([{ label: 'distributor@wander.demo', value: row.salesmanId }]);
      if (call.path.endsWith('/GetSelectList')) return ok([]);
      return undefined;
    });
    await render('/setup/customer-new');
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'admin/Users/GetSalesmanOptions')).toBe(true),
    );
    expect(calls.some((c) => c.path === 'customer/CustomerGroups/GetSelectList')).toBe(true);
    const phone = screen.getByLabelText('Contact Number');
    await act(async () => {
      fireEvent.change(phone, { target: { value: '08-8251' } });
      fireEvent.blur(phone);
    });
    expect(await screen.findByText('Contact Number should have only digits')).toBeTruthy();
    await act(async () => {
      fireEvent.submit(phone.closest('form')!);
    });
    expect(await screen.findByText('Company Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the invited e-mail read-only on edit and saves without it', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) => {
      if (call.path === 'customer/Customers/GetDetail/c1') return ok(row);
      if (call.method === 'PUT') return ok(row, 'Update successfully!');
      if (call.path.endsWith('/GetSelectList') || call.path.endsWith('GetSalesmanOptions'))
        return ok([]);
      return undefined;
    });
    await render('/setup/customer-edit/c1');
    const email = await screen.findByDisplayValue('ops@borneotrails.demo');
    expect((email as HTMLInputElement).disabled).toBe(true);
    const contact = screen.getByLabelText('Contact Name');
    fireEvent.change(contact, { target: { value: 'Jason Liew Wei Ming' } });
    await act(async () => {
      fireEvent.submit(contact.closest('form')!);
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('customer/Customers/c1');
    expect(put.body).toMatchObject({
      companyName: 'Borneo Trails Tours Sdn Bhd',
      contactName: 'Jason Liew Wei Ming',
      creditLimit: 15000,
      customerGroupId: row.customerGroupId,
    });
    expect(put.body).not.toHaveProperty('email');
    expect(put.body).not.toHaveProperty('customerGroupName');
    expect(await screen.findByText('Update successfully!')).toBeTruthy();
  });
});
