import { readFileSync } from 'node:fs';
import net from 'node:net';
import { randomInt } from 'node:crypto';

/** The lowest port this chooser hands out: above the well-known and most registered services' ports. */
const LOWEST = 20_000;

/**
 * The kernel's ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range; 32768–60999 by
 * default). Outgoing connections take their source port from it, so a port picked there can be taken
 * by a service's own connection to Postgres, Redis or Kafka between being found free and being bound.
 */
export function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return [low, high];
  } catch {
    // Not Linux: IANA's dynamic range, which macOS and Windows use.
  }
  return [49_152, 65_535];
}

/**
 * A TCP port nobody listens on right now, chosen at random below the kernel's ephemeral range, so
 * that only another listener (never an outgoing connection) can take it before the caller binds it.
 * Checked free on every address, since services listen on 0.0.0.0 and stand-ins on 127.0.0.1.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralPortRange();
  if (ephemeralLow - LOWEST >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = randomInt(LOWEST, ephemeralLow);
      if (await canListen(port)) return port;
    }
  }
  // An unusual range leaves no room below it: let the kernel choose.
  return listenAndRelease(0);
}

function canListen(port: number): Promise<boolean> {
  return listenAndRelease(port).then(
    () => true,
    () => false,
  );
}

function listenAndRelease(port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => {
      const bound = (server.address() as net.AddressInfo).port;
      server.close(() => resolvePort(bound));
    });
  });
}

/** Whether something accepts TCP connections on host:port. */
export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((answer) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      answer(false);
    });
    socket.once('error', () => answer(false));
  });
}
