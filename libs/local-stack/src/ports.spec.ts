import net from 'node:net';
import { ephemeralPortRange, freePort, isListening } from './ports';

describe('freePort', () => {
  it('hands out ports below the kernel ephemeral range, where outgoing connections never take them', async () => {
    const [low, high] = ephemeralPortRange();
    expect(low).toBeLessThanOrEqual(high);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(low);
    }
  });

  it('hands out a port that can be listened on, and is not listened on', async () => {
    const port = await freePort();
    expect(await isListening(port)).toBe(false);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '0.0.0.0', resolve);
    });
    try {
      expect(await isListening(port)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
