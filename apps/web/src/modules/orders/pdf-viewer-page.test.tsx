import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render-page';
import { PdfViewerPage } from './pdf-viewer-page';

afterEach(cleanup);

const open = (search: string) =>
  renderAt(<PdfViewerPage />, { path: `/pdfviewer${search}`, pattern: '/pdfviewer' });

describe('the PDF viewer (issue 37, item 15)', () => {
  it("downloads the PDF under the name the API gave it, not 'document.pdf'", async () => {
    await open('?url=blob%3Awander%2Fdoc&name=INV-000123.pdf');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('INV-000123.pdf');
    expect(download.getAttribute('href')).toBe('blob:wander/doc');
  });

  it('keeps a safe name: a path or another kind of file is not taken from the link', async () => {
    await open('?url=blob%3Awander%2Fdoc&name=..%2F..%2Fevil.exe');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'document.pdf',
    );
  });
});
