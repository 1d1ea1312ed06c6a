import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { AppointmentFormPage } from './appointment-form-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const period = (startTime: string, endTime: string, remaining: number, available = true) => ({
  startTime,
  endTime,
  location: 'KLIA Terminal 1, arrival hall desk',
  capacity: 3,
  booked: 3 - remaining,
  remaining,
  available,
});

describe('new appointment (/setup/appointment-new)', () => {
  it('picks a date, then one of its free periods, and books it', async () => {
    signInAs(demoProfiles.distributor);
    let full = false;
    const calls = mockApi((call) => {
      if (call.path === 'service/Appointments/GetTimePeriodByDate') {
        const { date } = call.body as { date: string };
        if (date === '2026-12-25')
          return ok({
            date,
            weekday: 'Friday',
            closedReason: 'The counter is closed on 2026-12-25 (Christmas Day)',
            periods: [],
          });
        return ok({
          date,
          weekday: 'Monday',
          closedReason: null,
          periods: [
            period('09:00', '09:30', 0, false),
            period('09:30', '10:00', full ? 0 : 2, !full),
          ],
        });
      }
      if (call.path === 'service/Appointments' && call.method === 'POST') {
        full = true;
        return {
          status: 422,
          body: {
            statusCode: 422,
            code: 'BUSINESS_RULE',
            message: 'The period 09:30-10:00 is fully booked',
            errors: { startTime: ['The period 09:30-10:00 is fully booked'] },
          },
        };
      }
      return undefined;
    });
    await renderAt(<AppointmentFormPage />, {
      path: '/setup/appointment-new',
      pattern: '/setup/appointment-new',
    });
    expect(screen.getByText('Pick a date to see its free periods.')).toBeTruthy();
    await act(async () =>
      fireEvent.change(screen.getByLabelText(/Customer Name/), {
        target: { value: 'Aiko Tanaka' },
      }),
    );
    await act(async () =>
      fireEvent.change(screen.getByLabelText(/Appointment Date/), {
        target: { value: '2026-12-25' },
      }),
    );
    expect(
      await screen.findByText('The counter is closed on 2026-12-25 (Christmas Day)'),
    ).toBeTruthy();

    await act(async () =>
      fireEvent.change(screen.getByLabelText(/Appointment Date/), {
        target: { value: '2026-12-28' },
      }),
    );
    const fullPeriod = await screen.findByRole('radio', { name: '09:00-09:30 (0 of 3 left)' });
    expect((fullPeriod as HTMLInputElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByText('09:30-10:00 (2 of 3 left)')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const post = calls.find((c) => c.method === 'POST' && c.path === 'service/Appointments');
    expect(post?.body).toEqual({
      customerName: 'Aiko Tanaka',
      customerEmail: null,
      customerPhone: null,
      purpose: 'Install',
      appointmentDate: '2026-12-28',
      startTime: '09:30',
      remarks: null,
    });
    // Taken meanwhile: the reason shows and the periods are read again.
    expect((await screen.findAllByText('The period 09:30-10:00 is fully booked')).length).toBe(2);
    expect(await screen.findByText('09:30-10:00 (0 of 3 left)')).toBeTruthy();
  });

  it('says what is missing before sending anything', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi(() => undefined);
    await renderAt(<AppointmentFormPage />, {
      path: '/setup/appointment-new',
      pattern: '/setup/appointment-new',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('Customer Name is required')).toBeTruthy();
    expect(screen.getByText('Appointment Date is required')).toBeTruthy();
    expect(screen.getByText('Period is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
