/**
 * npm run bot [-- args]: runs the verification service's bot simulator against the product that
 * `npm start` runs (its Kafka stand-in listens on a port chosen at start, kept in .stack/product.json).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/infra.mjs';
import { readRunningProduct } from './lib/product.mjs';

const running = readRunningProduct();
if (!running?.kafkaBrokers) {
  console.error('The product is not running. Start it with `npm start` (in another terminal), then run `npm run bot` again.');
  process.exit(1);
}
const simulator = join(repoRoot, 'apps/verification/dist/bot-simulator/bot-simulator.cli.js');
if (!existsSync(simulator)) {
  console.error(`${simulator} does not exist: build the services first (npm run build).`);
  process.exit(1);
}
const child = spawn(process.execPath, [simulator, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, KAFKA_BROKERS: running.kafkaBrokers },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
