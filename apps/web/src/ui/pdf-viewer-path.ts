/** Opens a PDF the API returned in the viewer (a blob URL lives as long as this page). */
export function pdfViewerPath(blob: Blob) {
  return `/pdfviewer?url=${encodeURIComponent(URL.createObjectURL(blob))}`;
}
