import net from 'node:net';

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
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
