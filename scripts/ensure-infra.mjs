/**
 * Installs the Debian packages named as arguments when missing, and makes sure Postgres and Redis
 * answer (installing and starting them if needed). Used by scripts/start.sh and scripts/test.sh.
 *
 *   node scripts/ensure-infra.mjs kcat chromium
 */
import { ensureDebianPackages, ensurePostgres, ensureRedis } from './lib/infra.mjs';

try {
  await ensureDebianPackages(process.argv.slice(2));
  await ensurePostgres();
  await ensureRedis();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
