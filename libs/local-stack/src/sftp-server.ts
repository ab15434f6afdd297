/**
 * An SFTP server on this machine for `npm start` and the tests, serving one folder as its root:
 * ssh2's own server (the library the files service's SFTP client is built on), speaking the real
 * SSH and SFTP protocols, so the feed's adapter runs unchanged against it and against a practice's
 * server. It answers what a feed reader and an uploader use: directory listing, stat, read, write,
 * mkdir and remove; a path can never leave the root.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, readdir, rm, rmdir, stat, type FileHandle } from 'node:fs/promises';
import { posix, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Server, utils, type Connection, type SFTPWrapper } from 'ssh2';

const { STATUS_CODE, OPEN_MODE } = utils.sftp;

export interface SftpServerOptions {
  /** The folder served as `/`. */
  rootDir: string;
  username: string;
  password: string;
  port?: number;
}

export interface SftpServer {
  host: string;
  port: number;
  username: string;
  password: string;
  rootDir: string;
  /** SHA-256 of the host key, as `SFTP_HOST_KEY_SHA256` pins it (base64). */
  hostKeySha256: string;
  /** Stops listening and drops every connection. */
  stop(): Promise<void>;
  /** Listens again on the same port (a test of a provider that comes back). */
  start(): Promise<void>;
}

interface OpenFile {
  kind: 'file';
  file: FileHandle;
  path: string;
}
interface OpenDir {
  kind: 'dir';
  path: string;
  listed: boolean;
}

/**
 * A fresh ed25519 host key and its public part. ssh2's generator writes about one key in 250 with a
 * 31-byte public key (a leading zero byte dropped), which ssh2 itself then refuses as malformed; such a
 * key is drawn again.
 */
export function newHostKey(): { hostKey: ReturnType<typeof utils.generateKeyPairSync>; publicBlob: { getPublicSSH(): Buffer } } {
  for (let attempt = 1; ; attempt++) {
    const hostKey = utils.generateKeyPairSync('ed25519');
    const parsed = utils.parseKey(hostKey.public);
    const publicBlob = Array.isArray(parsed) ? parsed[0] : parsed;
    if (!(publicBlob instanceof Error) && !(utils.parseKey(hostKey.private) instanceof Error)) return { hostKey, publicBlob };
    if (attempt === 20) throw new Error(`ssh2 generated 20 malformed host keys in a row: ${publicBlob.message}`);
  }
}

export async function startSftpServer(options: SftpServerOptions): Promise<SftpServer> {
  const rootDir = resolve(options.rootDir);
  mkdirSync(rootDir, { recursive: true });
  const { hostKey, publicBlob } = newHostKey();
  const hostKeySha256 = createHash('sha256').update(publicBlob.getPublicSSH()).digest('base64');
  const connections = new Set<Connection>();
  let server: Server | undefined;
  let port = options.port ?? 0;

  const onClient = (client: Connection) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === options.username && ctx.password === options.password) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => serveSftp(acceptSftp(), rootDir));
      });
    });
  };

  const start = async () => {
    server = new Server({ hostKeys: [hostKey.private] }, onClient);
    await new Promise<void>((listening, failed) => {
      server!.once('error', failed);
      server!.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        listening();
      });
    });
  };
  const stop = async () => {
    const current = server;
    server = undefined;
    if (!current) return;
    for (const client of connections) client.end();
    await new Promise<void>((closed) => current.close(() => closed()));
  };
  await start();
  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    username: options.username,
    password: options.password,
    rootDir,
    hostKeySha256,
    stop,
    start,
  };
}

function serveSftp(sftp: SFTPWrapper, rootDir: string): void {
  const handles = new Map<number, OpenFile | OpenDir>();
  let nextHandle = 1;
  const handleOf = (buffer: Buffer) => (buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined);
  const newHandle = (entry: OpenFile | OpenDir) => {
    const id = nextHandle++;
    handles.set(id, entry);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id, 0);
    return buffer;
  };
  /** The local path of a client path, or null when it would leave the root. */
  const local = (path: string): string | null => {
    const normal = posix.normalize(`/${path}`);
    const target = resolve(rootDir, `.${normal}`);
    return target === rootDir || target.startsWith(rootDir + sep) ? target : null;
  };
  const fail = (reqid: number, error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    sftp.status(
      reqid,
      code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : code === 'EACCES' ? STATUS_CODE.PERMISSION_DENIED : STATUS_CODE.FAILURE,
    );
  };
  const withPath = (reqid: number, path: string, work: (target: string) => Promise<void>) => {
    const target = local(path);
    if (!target) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
    work(target).catch((error) => fail(reqid, error));
  };

  sftp.on('REALPATH', (reqid, path) => {
    const normal = posix.normalize(`/${path}`);
    sftp.name(reqid, [{ filename: normal, longname: normal, attrs: {} as never }]);
  });
  for (const event of ['STAT', 'LSTAT'] as const) {
    sftp.on(event, (reqid: number, path: string) =>
      withPath(reqid, path, async (target) => void sftp.attrs(reqid, attrsOf(await stat(target)))),
    );
  }
  sftp.on('FSTAT', (reqid, handle) => {
    const entry = handleOf(handle);
    if (entry?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
    entry.file.stat().then(
      (s) => sftp.attrs(reqid, attrsOf(s)),
      (error) => fail(reqid, error),
    );
  });
  sftp.on('OPENDIR', (reqid, path) =>
    withPath(reqid, path, async (target) => {
      if (!(await stat(target)).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
      sftp.handle(reqid, newHandle({ kind: 'dir', path: target, listed: false }));
    }),
  );
  sftp.on('READDIR', (reqid, handle) => {
    const entry = handleOf(handle);
    if (entry?.kind !== 'dir') return sftp.status(reqid, STATUS_CODE.FAILURE);
    if (entry.listed) return sftp.status(reqid, STATUS_CODE.EOF);
    entry.listed = true;
    (async () => {
      const names = await readdir(entry.path);
      const listed = [];
      for (const name of names) {
        const attrs = await stat(`${entry.path}${sep}${name}`).catch(() => undefined);
        if (attrs) listed.push({ filename: name, longname: longname(name, attrs), attrs: attrsOf(attrs) });
      }
      if (listed.length === 0) sftp.status(reqid, STATUS_CODE.EOF);
      else sftp.name(reqid, listed);
    })().catch((error) => fail(reqid, error));
  });
  sftp.on('OPEN', (reqid, path, flags) =>
    withPath(reqid, path, async (target) => {
      const writes = (flags & OPEN_MODE.WRITE) !== 0;
      const replaces = (flags & (OPEN_MODE.TRUNC | OPEN_MODE.CREAT)) !== 0;
      const file = await open(target, !writes ? 'r' : !replaces ? 'r+' : flags & OPEN_MODE.READ ? 'w+' : 'w');
      sftp.handle(reqid, newHandle({ kind: 'file', file, path: target }));
    }),
  );
  sftp.on('READ', (reqid, handle, offset, length) => {
    const entry = handleOf(handle);
    if (entry?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
    const buffer = Buffer.alloc(length);
    entry.file.read(buffer, 0, length, offset).then(
      ({ bytesRead }) => (bytesRead === 0 ? sftp.status(reqid, STATUS_CODE.EOF) : sftp.data(reqid, buffer.subarray(0, bytesRead))),
      (error) => fail(reqid, error),
    );
  });
  sftp.on('WRITE', (reqid, handle, offset, data) => {
    const entry = handleOf(handle);
    if (entry?.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
    entry.file.write(data, 0, data.length, offset).then(
      () => sftp.status(reqid, STATUS_CODE.OK),
      (error) => fail(reqid, error),
    );
  });
  sftp.on('CLOSE', (reqid, handle) => {
    const entry = handleOf(handle);
    if (!entry) return sftp.status(reqid, STATUS_CODE.FAILURE);
    handles.delete(handle.readUInt32BE(0));
    if (entry.kind === 'file')
      entry.file.close().then(
        () => sftp.status(reqid, STATUS_CODE.OK),
        (error) => fail(reqid, error),
      );
    else sftp.status(reqid, STATUS_CODE.OK);
  });
  sftp.on('MKDIR', (reqid, path) =>
    withPath(reqid, path, async (target) => void (await mkdir(target), sftp.status(reqid, STATUS_CODE.OK))),
  );
  sftp.on('RMDIR', (reqid, path) =>
    withPath(reqid, path, async (target) => void (await rmdir(target), sftp.status(reqid, STATUS_CODE.OK))),
  );
  sftp.on('REMOVE', (reqid, path) => withPath(reqid, path, async (target) => void (await rm(target), sftp.status(reqid, STATUS_CODE.OK))));
  sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('end', () => {
    for (const entry of handles.values()) if (entry.kind === 'file') void entry.file.close().catch(() => undefined);
    handles.clear();
  });
}

interface FileStats {
  mode: number;
  uid: number;
  gid: number;
  size: number;
  atimeMs: number;
  mtimeMs: number;
  isDirectory(): boolean;
}

function attrsOf(s: FileStats) {
  return { mode: s.mode, uid: s.uid, gid: s.gid, size: s.size, atime: Math.floor(s.atimeMs / 1000), mtime: Math.floor(s.mtimeMs / 1000) };
}

/** The `ls -l` line SFTP clients read the entry's type and permissions from. */
function longname(name: string, s: FileStats): string {
  const bits = 'rwxrwxrwx'
    .split('')
    .map((c, i) => (s.mode & (1 << (8 - i)) ? c : '-'))
    .join('');
  const when = new Date(s.mtimeMs).toUTCString().slice(5, 22);
  return `${s.isDirectory() ? 'd' : '-'}${bits} 1 sftp sftp ${s.size} ${when} ${name}`;
}
