import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { getSession } from '../../lib/session/session';
import { companyInfoOf, demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { CompanyDetailPage } from './company-detail-page';

const NEW = demoProfiles.newdistributor;
const info = {
  ...companyInfoOf(NEW.companies[0]),
  id: '11111111-1111-4111-8111-111111111111',
  defaultCurrency: null,
};
const row = {
  id: info.id,
  entityCode: 'DIST2',
  companyName: 'DIST2 Company',
  customCode: 'DIST2',
  companyType: 'distributor',
  parentEntityCode: 'WANDER',
  registerNumber: null,
  email: null,
  countryCode: null,
  contactNumber: null,
  address: null,
  defaultCurrency: null,
};

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('company detail as setup step 0', () => {
  it('opens the current company in edit mode, saves it, re-checks and goes on', async () => {
    signInAs(
      {
        ...NEW,
        permissions: [
          ...NEW.permissions,
          { resourceName: 'network/CompanyProfiles', permission: 'Update' },
        ],
      },
      { code: 'DIST2', name: 'DIST2 Company' },
    );
    let setup = false;
    const calls = mockApi((call) => {
      if (call.path === 'network/CompanyProfiles/GetDetail')
        return ok({ ...info, isSetupFully: setup });
      if (call.path === `network/CompanyProfiles/GetDetail/${info.id}`) return ok(row);
      if (call.path === 'network/CompanyProfiles/IsSetupFully')
        return ok({ isSetupFully: setup, step: setup ? -1 : 0, missing: [] });
      if (call.path.startsWith('product/Country/GetPhoneCodeSelectList'))
        return ok([
          { label: '+60', value: '+60' },
          { label: '+65', value: '+65' },
        ]);
      if (call.path.startsWith('network/Currency/GetSelectList'))
        return ok([{ label: 'Ringgit', value: 'MYR' }]);
      if (call.path.endsWith('GetSelectList')) return ok([]);
      if (call.method === 'PUT') {
        setup = true;
        return ok(row, 'Update successfully!');
      }
      return undefined;
    });
    const router = await renderAt(<CompanyDetailPage />, {
      path: '/general/company-detail?showSteps=true&edit=true',
      pattern: '/general/company-detail',
      others: [{ path: '/', element: <p>home</p> }],
    });
    expect(await screen.findByText('Company Details', { selector: 'li' })).toBeTruthy();
    const entity = await screen.findByLabelText('Entity Code');
    expect((entity as HTMLInputElement).disabled).toBe(true);

    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Register Number', '202501001234');
    fill('Email', 'hello@dist2.demo');
    fill('Contact Number', '0123456789');
    fill('Address', '1 Jalan Demo');
    await act(async () => {
      fireEvent.mouseDown(screen.getByLabelText('Country Code'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('+60'));
    });
    await act(async () => {
      fireEvent.mouseDown(screen.getByLabelText('Default Currency'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('Ringgit'));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`network/CompanyProfiles/${info.id}`);
    expect(put?.body).toMatchObject({
      entityCode: 'DIST2',
      customCode: 'DIST2',
      companyType: 'distributor',
      parentEntityCode: 'WANDER',
      registerNumber: '202501001234',
      countryCode: '+60',
      defaultCurrency: 'MYR',
    });
    expect(calls.some((c) => c.path === 'network/CompanyProfiles/IsSetupFully')).toBe(true);
    expect(getSession().company.info?.isSetupFully).toBe(true);
  });
});
