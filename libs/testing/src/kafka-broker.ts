/**
 * A Kafka-protocol broker for one test file: librdkafka's mock cluster run by Debian's kcat
 * (see docs/local-stack.md). Everything lives in memory and ends with the process.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface KafkaBroker {
  brokers: string;
  stop(): Promise<void>;
}

export function startKafkaBroker(timeoutMs = 15_000): Promise<KafkaBroker> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn('kcat', ['-b', 'localhost:1', '-X', 'test.mock.num.brokers=1', '-C', '-t', 'boot', '-d', 'mock'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`kcat mock cluster did not start in ${timeoutMs} ms: ${stderr.slice(-500)}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not run kcat (install Debian's kcat package): ${error.message}`));
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
      const match = /bootstrap\.servers=([\d.]+:\d+)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        child.stderr!.removeAllListeners('data');
        child.stderr!.resume();
        resolve({
          brokers: match[1],
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}
