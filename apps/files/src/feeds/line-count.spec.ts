import { Readable } from 'node:stream';
import { countLines } from './line-count';

describe('line count of a feed file', () => {
  it('counts newlines across chunks, and a last line without one', async () => {
    expect(await countLines(Readable.from([Buffer.from('a,b\n1,'), Buffer.from('2\n3,4')]))).toBe(3);
    expect(await countLines(Readable.from([Buffer.from('a\nb\n')]))).toBe(2);
    expect(await countLines(Readable.from([]))).toBe(0);
  });
});
