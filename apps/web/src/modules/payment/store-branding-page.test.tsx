import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformBrandingRow } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { StoreBrandingPage } from './store-branding-page';

const FILE_ID = '7c2d9a4e-5b1f-4e3a-9c8d-1f2e3a4b5c6d';
const WEB_MY: PlatformBrandingRow = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  platformCode: 'WEB-MY',
  platformName: 'Wander Web Store Malaysia',
  distributorEntityCode: 'DIST1',
  isActive: true,
  storeName: 'Wander Malaysia',
  storeLogoUrl: null,
  storePrimaryColor: '#0b5cad',
  storeSupportEmail: 'help@wander.demo',
  storeDefaultLanguage: 'en',
};

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

function serve() {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === 'payment/PlatformBranding') return ok([WEB_MY]);
    if (call.path === 'payment/PlatformBranding/files') {
      return ok(
        {
          id: FILE_ID,
          entity: 'payment/PlatformBranding',
          kind: 'image',
          fileName: 'logo.png',
          contentType: 'image/png',
          size: 900,
          width: 256,
          height: 256,
          hasThumbnail: true,
          createdAt: '2026-11-28T00:00:00.000Z',
        },
        'Upload successfully!',
      );
    }
    if (call.path === `files/${FILE_ID}/thumbnail`) {
      return { body: 'webp bytes', file: { type: 'image/webp', name: 'logo.webp' } };
    }
    if (call.method === 'PUT' && call.path === `payment/PlatformBranding/${WEB_MY.id}`) {
      return ok({ ...WEB_MY, ...(call.body as object) }, 'Store branding saved');
    }
    return undefined;
  });
}

async function open() {
  signInAs(
    {
      ...demoProfiles.distributor,
      permissions: ['View', 'Update'].map((permission) => ({
        resourceName: 'payment/PlatformBranding',
        permission,
      })),
    },
    { code: 'DIST1', name: 'DIST1 Company' },
  );
  const calls = serve();
  await renderAt(<StoreBrandingPage />, {
    path: '/setup/store-branding',
    pattern: '/setup/store-branding',
  });
  await screen.findByRole('form', { name: 'Branding of Wander Web Store Malaysia' });
  return calls;
}

const preview = () => within(screen.getByRole('figure', { name: 'Store preview' }));
/** The colour a preview element is painted in, as #rrggbb. */
const paint = (element: HTMLElement) => {
  const value = element.style.background || element.style.backgroundColor;
  const rgb = /rgb\((\d+), ?(\d+), ?(\d+)\)/.exec(value);
  return rgb
    ? `#${rgb
        .slice(1)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`
    : value.toLowerCase();
};
const type = (label: string, value: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });

// Issue 37 (5): the logo was a URL text box and the colour a text box, with no preview.
describe('Store Branding: the live preview', () => {
  it('shows the store header and button in the colours as they are picked or typed', async () => {
    await open();
    expect(preview().getByText('Wander Malaysia')).toBeTruthy();
    expect(paint(preview().getByTestId('header'))).toBe('#0b5cad');
    expect(paint(preview().getByText('Add to cart'))).toBe('#0b5cad');

    await type('Store Name', 'Wander Travel MY');
    expect(preview().getByText('Wander Travel MY')).toBeTruthy();

    // The hex box and the browser's colour picker move together, the preview with them.
    await type('Primary Colour', '#14532d');
    const picker = screen.getByLabelText('Pick the primary colour') as HTMLInputElement;
    expect(picker.type).toBe('color');
    expect(picker.value).toBe('#14532d');
    expect(paint(preview().getByTestId('header'))).toBe('#14532d');
    expect(paint(preview().getByText('Add to cart'))).toBe('#14532d');
    await act(async () => {
      fireEvent.input(picker, { target: { value: '#7c3aed' } });
    });
    expect((screen.getByLabelText('Primary Colour') as HTMLInputElement).value).toBe('#7c3aed');
    expect(paint(preview().getByTestId('header'))).toBe('#7c3aed');

    // A colour white text is hard to read on is said so.
    await type('Primary Colour', '#ffd60a');
    expect(
      screen.getByText(/White text on #ffd60a is hard to read \(contrast 1\.\d:1/),
    ).toBeTruthy();
    // Half typed: the store's own colour until it is a colour.
    await type('Primary Colour', '#7c3');
    expect(paint(preview().getByTestId('header'))).toBe('#0b5cad');
  });

  it('uploads the logo, shows it in the preview, and saves it with the branding', async () => {
    const calls = await open();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Store Logo'), {
        target: {
          files: [new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' })],
        },
      });
    });
    const upload = calls.find((c) => c.path === 'payment/PlatformBranding/files')!;
    expect((upload.formData!.get('file') as File).name).toBe('logo.png');
    await waitFor(() =>
      expect(preview().getByAltText('Store logo').getAttribute('src')).toMatch(/^blob:/),
    );
    await type('Primary Colour', '#14532d');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      storeName: 'Wander Malaysia',
      storeLogoUrl: FILE_ID,
      storePrimaryColor: '#14532d',
      storeSupportEmail: 'help@wander.demo',
      storeDefaultLanguage: 'en',
    });
  });

  it('refuses a colour that is not one before saving, under the field', async () => {
    const calls = await open();
    await type('Primary Colour', 'blue');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('Primary Colour should be a colour like #0b5cad')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
