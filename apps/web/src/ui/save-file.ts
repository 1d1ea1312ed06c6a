import type { FileResult } from '../lib/api';

/** Hands a file the API returned to the browser as a download under its server-given name. */
export function saveFile(file: FileResult, fallbackName: string) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the blob URL is no longer needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
