import type { Readable } from 'node:stream';

const NEWLINE = 0x0a;

/** Lines of a text file read as a stream: its newlines, plus a last line without one. */
export async function countLines(stream: Readable): Promise<number> {
  let lines = 0;
  let last = NEWLINE;
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, i + 1)) lines++;
    if (chunk.length > 0) last = chunk[chunk.length - 1];
  }
  return size > 0 && last !== NEWLINE ? lines + 1 : lines;
}
