/**
 * The text of a PDF with its positions, page by page, read by Mozilla's PDF.js (pdfjs-dist). PDF.js
 * is an ES module and parsing is CPU work, so it runs in a worker thread: the service's event loop
 * keeps answering while a 50-page document is read.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { ConverterMessages } from '@dental/contracts';
import { ConversionRefused } from './conversion-errors';

/** What PDF.js throws for a file that is not a readable PDF (damaged, encrypted, not a PDF at all). */
const UNREADABLE = new Set(['InvalidPDFException', 'PasswordException', 'FormatError', 'MissingPDFException', 'UnknownErrorException']);

/** A run of text: its left edge and baseline (PDF points, origin bottom-left), width and font height. */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

// Runs in the worker thread, as plain JavaScript: it loads PDF.js with a real dynamic import.
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const pdfjs = await import(workerData.module);
  const document = await pdfjs.getDocument({ data: workerData.data, isEvalSupported: false, verbosity: 0, useSystemFonts: false }).promise;
  parentPort.postMessage({ pages: document.numPages });
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    const items = [];
    for (const item of content.items) {
      if (typeof item.str === 'string' && item.str.trim() !== '')
        items.push({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height || Math.abs(item.transform[3]) });
    }
    page.cleanup();
    parentPort.postMessage({ page: n, items });
  }
  await document.destroy();
  parentPort.postMessage({ done: true });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message), errorName: String(error && error.name) }));
`;

/**
 * Reads every page's text items in order; `onPage(page, pages)` after each. A file PDF.js cannot
 * open is refused with the converter's "can't read the document" message.
 */
export function readPdfText(data: Uint8Array, onPage: (page: number, pages: number) => void): Promise<TextItem[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(READER, {
      eval: true,
      workerData: { module: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href, data },
      transferList: [],
    });
    const pages: TextItem[][] = [];
    let total = 0;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    worker.on(
      'message',
      (message: { pages?: number; page?: number; items?: TextItem[]; done?: boolean; error?: string; errorName?: string }) => {
        if (message.error !== undefined)
          finish(() =>
            reject(
              UNREADABLE.has(message.errorName ?? '')
                ? new ConversionRefused(ConverterMessages.unreadable)
                : new Error(`reading the PDF failed: ${message.error}`),
            ),
          );
        else if (message.pages !== undefined) total = message.pages;
        else if (message.items && message.page) {
          pages.push(message.items);
          onPage(message.page, total);
        } else if (message.done) finish(() => resolve(pages));
      },
    );
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`the PDF reader stopped (exit code ${code})`))));
  });
}
