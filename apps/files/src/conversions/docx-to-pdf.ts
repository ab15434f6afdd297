/**
 * DOCX to PDF with LibreOffice, headless (Debian's libreoffice-writer-nogui): the same rendering a
 * person gets from "Export as PDF". Each conversion slot keeps its own LibreOffice profile, so
 * conversions can run side by side and only the first in a slot pays for creating the profile.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConverterMessages } from '@dental/contracts';
import { ConversionRefused } from './conversion-errors';

export interface LibreOffice {
  program: string;
  timeoutMs: number;
}

/** Converts `input` (a .docx) into `outDir`; resolves to the PDF's path. */
export function convertDocxToPdf(office: LibreOffice, slot: number, input: string, outDir: string): Promise<string> {
  const profile = join(tmpdir(), `files-libreoffice-${process.pid}-${slot}`);
  mkdirSync(profile, { recursive: true });
  const output = join(outDir, `${basename(input).replace(/\.[^.]*$/, '')}.pdf`);
  const args = [
    `-env:UserInstallation=${pathToFileURL(profile).href}`,
    '--headless',
    '--norestore',
    '--nolockcheck',
    '--nodefault',
    '--nologo',
    '--convert-to',
    'pdf:writer_pdf_Export',
    '--outdir',
    outDir,
    input,
  ];
  return new Promise((resolve, reject) => {
    execFile(office.program, args, { timeout: office.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 }, (error) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error(`LibreOffice (${office.program}) is not installed: apt-get install -y libreoffice-writer-nogui`));
      } else if (error && error.killed) {
        reject(new Error(`LibreOffice did not finish within ${office.timeoutMs} ms`));
      } else if (!existsSync(output)) {
        // LibreOffice answers a document it cannot load with a message and no file.
        reject(new ConversionRefused(ConverterMessages.unreadable));
      } else resolve(output);
    });
  });
}
