/**
 * Reads a multipart upload (files and text fields) with busboy, holding each file in memory up to
 * the configured limit: a file over it, too many files, or a body that is not multipart is refused
 * with a message naming the problem before anything is stored.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, DetailMessages, ErrorCode } from '@dental/contracts';

export interface UploadedPart {
  field: string;
  filename: string;
  content: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string | string[]>;
  files: UploadedPart[];
}

/** At most this many files in one upload. */
export const MAX_FILES = 10;

/** `tooLarge(filename)`: the refusal of a file over the limit (default: the transaction files' message naming the limit). */
export function readMultipart(
  req: Request,
  maxBytes: number,
  tooLarge: (filename: string) => string = (filename) => `${filename}: ${DetailMessages.fileTooLarge(maxBytes)}`,
): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new AppError(ErrorCode.BadInput, 'The request must be multipart/form-data with the files'));
  }
  return new Promise((resolve, reject) => {
    const fields: MultipartBody['fields'] = {};
    const files: UploadedPart[] = [];
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxBytes, files: MAX_FILES, fields: 50, fieldSize: 10_000 },
      });
    } catch {
      reject(new AppError(ErrorCode.BadInput, 'The multipart body could not be read'));
      return;
    }
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        const message = tooLarge(info.filename ?? '');
        fail(new AppError(ErrorCode.BadInput, message, true, [{ path: field, message }]));
      });
      stream.on('close', () => {
        if (!failure) files.push({ field, filename: info.filename ?? '', content: Buffer.concat(chunks) });
      });
    });
    parser.on('field', (name, value) => {
      const key = name.replace(/\[\]$/, '');
      const existing = fields[key];
      if (existing === undefined) fields[key] = name.endsWith('[]') ? [value] : value;
      else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    });
    parser.on('filesLimit', () => fail(new AppError(ErrorCode.BadInput, `At most ${MAX_FILES} files can be uploaded at once`)));
    parser.on('error', () => reject(new AppError(ErrorCode.BadInput, 'The multipart body could not be read')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    req.pipe(parser);
  });
}
