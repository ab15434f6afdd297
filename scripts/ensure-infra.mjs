/**
 * Installs what the local stack needs when missing: Java and Maven for the Kafka broker, and the
 * Debian packages named as arguments; then makes sure Postgres and Redis answer (installing and
 * starting them if needed). Used by scripts/start.sh and scripts/test.sh.
 *
 *   node scripts/ensure-infra.mjs chromium
 */
import { KAFKA_PACKAGES, ensureDebianPackages, ensurePostgres, ensureRedis } from './lib/infra.mjs';

try {
  await ensureDebianPackages([...KAFKA_PACKAGES, ...process.argv.slice(2)]);
  await ensurePostgres();
  await ensureRedis();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
