/**
 * Runs the product on its well-known ports until Ctrl-C (scripts/start.sh builds it first).
 * With --if-running it only reports a product that already runs: exit 0 if one does, 1 if not.
 */
import { relative } from 'node:path';
import { onShutdown, repoRoot } from './lib/infra.mjs';
import { DEMO_USERS, readRunningProduct, startProduct } from './lib/product.mjs';

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

function describe(product) {
  return [
    `  Open          ${bold(product.baseUrl)}`,
    `  Sign in       ${DEMO_USERS.admin.username} / ${DEMO_USERS.admin.password}   (administrator)`,
    `                ${DEMO_USERS.reviewer.username} / ${DEMO_USERS.reviewer.password}  (practice user)`,
    `  Mail          ${product.smtpWebUrl}   (every e-mail the product sends: read the sign-in PIN here)`,
    `  Kafka         ${product.kafkaBrokers}   (Apache Kafka ${product.kafkaVersion}, one KRaft node)`,
    `  Bot events    npm run bot   (publishes simulated bot events to the broker)`,
    product.extractionBot
      ? `  Extraction    a simulated bot answers the Command center's extractions (log: bot.log; EXTRACTION_BOT=off npm start runs none)`
      : `  Extraction    no bot answers the Command center's extractions (EXTRACTION_BOT=off); npm run bot -- --extractions starts one`,
    `  Logs          ${relative(repoRoot, product.logDir)}/<service>.log`,
  ].join('\n');
}

const running = readRunningProduct();
if (running) {
  console.log(`The product already runs (pid ${running.pid}, ${running.status}); this start leaves it alone.\n`);
  if (running.baseUrl) console.log(describe(running));
  console.log(`\nTo stop it, press Ctrl-C where it runs, or: kill ${running.pid}`);
  process.exit(0);
}
if (process.argv.includes('--if-running')) process.exit(1);

const startedAt = Number(process.env.START_T0_MS) || Date.now();
let product;
try {
  product = await startProduct({ fixedPorts: true, seed: true, extractionBot: process.env.EXTRACTION_BOT !== 'off' });
} catch (error) {
  console.error(`\nThe product did not start: ${error.message}`);
  process.exit(1);
}
// A Ctrl-C that stops everything cleanly is a normal end of `npm start`, not a failure.
onShutdown(async () => {
  console.log('\nStopping the product...');
  await product.stop();
  console.log('Stopped.');
  process.exit(0);
});

const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(`\n${bold('Dental verification back office is running')} (started in ${seconds} s)\n`);
console.log(describe(product));
console.log('\nPress Ctrl-C to stop everything.\n');
