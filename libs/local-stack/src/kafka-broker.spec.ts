import { newClusterId } from './kafka-broker';

describe("the local broker's cluster id", () => {
  it('is 16 bytes in base64url, as Kafka makes one', () => {
    const id = newClusterId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(16);
  });

  it("never starts with '-', which the format tool would take for an option", () => {
    // 0xf8 encodes as '-' in base64url's first place; the next draw does not.
    const draws = [Buffer.alloc(16, 0xf8), Buffer.alloc(16, 0x10)];
    const id = newClusterId(() => draws.shift()!);
    expect(Buffer.alloc(16, 0xf8).toString('base64url').startsWith('-')).toBe(true);
    expect(id).toBe(Buffer.alloc(16, 0x10).toString('base64url'));
    expect(draws).toHaveLength(0);
  });
});
