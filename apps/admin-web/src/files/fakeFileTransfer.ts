/**
 * A stand-in for the file transfers (uploadWithProgress.ts `fileTransfer`) in adapter tests: it
 * records each upload (path and form), download and blob asked for, reports progress, and answers
 * or throws what the test queued, in turn.
 */
import type { FileTransfer } from './uploadWithProgress';

export interface Transferred {
  kind: 'upload' | 'download' | 'blob' | 'save';
  path: string;
  form?: FormData;
  body?: object;
  query?: Record<string, string>;
  filename?: string;
  blob?: Blob;
}

export function fakeFileTransfer() {
  const transfers: Transferred[] = [];
  const queued: unknown[] = [];
  const progress: number[] = [];
  const next = async () => {
    const answer = queued.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const transfer: FileTransfer = {
    async sendMultipart<T>(path: string, form: FormData, onProgress: (percent: number) => void) {
      transfers.push({ kind: 'upload', path, form });
      onProgress(50);
      progress.push(50);
      return (await next()) as T;
    },
    async downloadByPost(path, body, filename) {
      transfers.push({ kind: 'download', path, body, filename });
      await next();
    },
    async fetchBlob(path, query) {
      transfers.push({ kind: 'blob', path, query });
      return (await next()) as Blob;
    },
    saveBlob(blob, filename) {
      transfers.push({ kind: 'save', path: '', blob, filename });
    },
  };
  return {
    transfer,
    transfers,
    progress,
    answer: (...values: unknown[]) => void queued.push(...values),
  };
}
