import './orders.css';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pdfDownloadName } from '../../ui/pdf-viewer-path';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * /pdfviewer?url=...: renders every page of the PDF at `url` with pdf.js (spec section 2). The
 * app opens its own PDFs here through blob URLs, so no token ever travels in a link; `name` is
 * the file name the API gave the PDF, which Download saves it under.
 */
export function PdfViewerPage() {
  const [params] = useSearchParams();
  const url = params.get('url');
  const downloadName = pdfDownloadName(params.get('name'));
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; rendered: number; error: string | null }>({
    pages: 0,
    rendered: 0,
    error: null,
  });

  useEffect(() => {
    const host = container.current;
    if (!url || !host) return;
    let cancelled = false;
    const task = getDocument({ url });
    host.replaceChildren();
    void (async () => {
      try {
        const pdf = await task.promise;
        if (cancelled) return;
        setState({ pages: pdf.numPages, rendered: 0, error: null });
        for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
          const page = await pdf.getPage(n);
          const scale = Math.min(
            2,
            (host.clientWidth || 800) / page.getViewport({ scale: 1 }).width,
          );
          const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = `${viewport.width / (window.devicePixelRatio || 1)}px`;
          canvas.className = 'pdf-viewer__page';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `Page ${n} of ${pdf.numPages}`);
          canvas.dataset.page = String(n);
          host.appendChild(canvas);
          await page.render({ canvas, viewport }).promise;
          canvas.dataset.rendered = 'true';
          if (!cancelled) setState((s) => ({ ...s, rendered: n }));
        }
      } catch {
        if (!cancelled)
          setState({ pages: 0, rendered: 0, error: 'The document could not be opened.' });
      }
    })();
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  return (
    <main className="pdf-viewer">
      <header className="pdf-viewer__bar">
        <button type="button" onClick={() => window.history.back()}>
          Back
        </button>
        <span aria-live="polite">
          {!url
            ? 'No document to show.'
            : (state.error ??
              (state.pages ? `${state.rendered} of ${state.pages} pages` : 'Loading document…'))}
        </span>
        {url && (
          <a href={url} download={downloadName}>
            Download
          </a>
        )}
      </header>
      <div ref={container} className="pdf-viewer__pages" />
    </main>
  );
}
