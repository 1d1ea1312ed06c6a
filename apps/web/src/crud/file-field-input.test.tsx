import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productResource } from '@wander/contract';
import { destroyDialogs } from '../ui/dialogs';
import { demoProfiles } from '../testing/demo-profiles';
import { mockApi, renderAt, signInAs } from '../testing/render-page';
import { ResourceEditPage } from './resource-edit-page';

const FILE_ID = '5f0c7c1e-2d7a-4b8e-9a51-0c2b3d4e5f60';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

async function chooseFile(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [file] } });
  });
}

describe("an 'image' field of the generated form (product)", () => {
  it('uploads the chosen file to product/Product/files and saves its id with the product', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) => {
      if (call.path === 'product/Product/files') {
        return {
          body: {
            statusCode: 0,
            message: 'Upload successfully!',
            data: {
              id: FILE_ID,
              entity: 'product/Product',
              kind: 'image',
              fileName: 'tokyo.png',
              contentType: 'image/png',
              size: 1234,
              width: 640,
              height: 360,
              hasThumbnail: true,
              createdAt: '2026-11-25T00:00:00.000Z',
            },
          },
        };
      }
      if (call.path === `files/${FILE_ID}/thumbnail`) {
        return { body: 'webp bytes', file: { type: 'image/webp', name: 'thumb.webp' } };
      }
      if (call.method === 'POST' && call.path === 'product/Product') {
        return { body: { statusCode: 0, message: 'Create successfully!', data: { id: 'p1' } } };
      }
      return undefined;
    });
    await renderAt(<ResourceEditPage config={{ resource: productResource }} />, {
      path: '/setup/product-new',
      pattern: '/setup/product-new',
      others: [{ path: '/setup/product-list', element: <p>the list</p> }],
    });
    await chooseFile(new File([new Uint8Array([0x89, 0x50])], 'tokyo.png', { type: 'image/png' }));

    const upload = calls.find((c) => c.path === 'product/Product/files')!;
    expect(upload.method).toBe('POST');
    expect((upload.formData!.get('file') as File).name).toBe('tokyo.png');
    // The preview is the thumbnail, fetched with the bearer and shown from a blob URL.
    await waitFor(() => expect(screen.getByAltText('Image').getAttribute('src')).toMatch(/^blob:/));
    expect(screen.getByText('Replace image').closest('button')).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Product Code'), { target: { value: 'JP-CARD' } });
      fireEvent.change(screen.getByLabelText('Product Name'), { target: { value: 'Japan' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === 'product/Product')).toBe(true),
    );
    const saved = calls.find((c) => c.method === 'POST' && c.path === 'product/Product')!;
    expect(saved.body).toMatchObject({ productCode: 'JP-CARD', image: FILE_ID });
  });

  it("shows the server's refusal under the field and keeps the value", async () => {
    signInAs(demoProfiles.distributor);
    mockApi((call) =>
      call.path === 'product/Product/files'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'Only PNG, JPEG or WebP images are accepted',
              errors: { file: ['Only PNG, JPEG or WebP images are accepted'] },
            },
          }
        : undefined,
    );
    await renderAt(<ResourceEditPage config={{ resource: productResource }} />, {
      path: '/setup/product-new',
      pattern: '/setup/product-new',
      others: [],
    });
    await chooseFile(new File(['plain text'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only PNG, JPEG or WebP images are accepted',
    );
    expect(screen.getByText('Upload image').closest('button')).toBeTruthy();
  });
});
