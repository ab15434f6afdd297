// The whole product at rest: starts it as `npm start` does (full-speed broker, demo data), lets it
// settle, then counts the CPU every part uses over SECONDS (default 30) while nothing happens.
// Target: under 5 % of one core in all.
//
//   node bench/idle.mjs      (after `npm run build`)
import { startProduct } from '../scripts/lib/product.mjs';
import { cpuMeter, threadCpu } from './lib.mjs';

const seconds = Number(process.env.SECONDS ?? 30);
const settleSeconds = Number(process.env.SETTLE_SECONDS ?? 20);

const product = await startProduct({ fixedPorts: false, seed: true, log: () => {}, kafkaProfile: 'development' });
try {
  await new Promise((r) => setTimeout(r, settleSeconds * 1000));
  const meter = await cpuMeter(product);
  const broker = product.processes().find(({ name }) => name === 'Kafka broker');
  const threadsBefore = broker && threadCpu(broker.pid);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { used, total } = await meter.read();
  const threadsAfter = broker && threadCpu(broker.pid);
  await meter.close();
  const percent = (cpuMs) => `${((cpuMs / (seconds * 1000)) * 100).toFixed(2)} %`;
  console.log(`Idle for ${seconds} s after ${settleSeconds} s of settling: ${percent(total)} of one core in all`);
  for (const [name, cpu] of Object.entries(used).sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(14)} ${percent(cpu)}`);
  if (threadsAfter) {
    const byKind = [...threadsAfter].map(([kind, cpu]) => [kind, cpu - (threadsBefore.get(kind) ?? 0)]).filter(([, cpu]) => cpu > 0);
    console.log(
      `The broker's threads, by kind: ${byKind
        .sort((a, b) => b[1] - a[1])
        .map(([kind, cpu]) => `${kind} ${percent(cpu)}`)
        .join(', ')}`,
    );
  }
} finally {
  await product.stop();
}
