/** The name the viewer's Download saves a PDF under when the API gave none. */
export const FALLBACK_PDF_NAME = 'document.pdf';

/** A download name from a link: a plain file name ending in .pdf, or the fallback. */
export function pdfDownloadName(name: string | null | undefined): string {
  return name && /^[\w.-]{1,120}\.pdf$/i.test(name) ? name : FALLBACK_PDF_NAME;
}

/**
 * Opens a PDF the API returned in the viewer (a blob URL lives as long as this page), with the
 * name the API gave it (`INV-000123.pdf`, `PO-000042.pdf`) for the viewer's Download (issue 37:
 * every PDF was saved as document.pdf).
 */
export function pdfViewerPath(blob: Blob, fileName?: string | null) {
  const name = fileName ? `&name=${encodeURIComponent(pdfDownloadName(fileName))}` : '';
  return `/pdfviewer?url=${encodeURIComponent(URL.createObjectURL(blob))}${name}`;
}
