// Seeds a bench data set into a product database that is already migrated (every schema):
// 300 practices of the first demo client, granted to the demo admin, and 1,000,000 transactions
// over them, spread over 60 days around BENCH_DAY. Runs in Postgres (generate_series), so it takes
// seconds, not a client loop. Idempotent: bench practices and transactions have fixed id prefixes.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dental node bench/transactions-seed.mjs
//   (COUNT and PRACTICES change the sizes; only loopback databases are accepted)
import pg from 'pg';

export const BENCH_DAY = '2026-11-22';
export const BENCH_CLIENT_ID = '6955b9000000000000000101';
const ADMIN_ID = '6955b9000000000000000301';
/** Bench practices: ids 6955b90000000000000b<4 hex>. */
export const benchPracticeId = (i) => `6955b90000000000000b${i.toString(16).padStart(4, '0')}`;

/** SQL for a whole number in 0..m-1 drawn from the serial number n by a hash of its own (salt k). */
const pick = (k, m) => `((hashint8extended(n, ${k}) % ${m} + ${m}) % ${m})::int`;

export function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`bench scripts only touch loopback databases, not ${host}`);
}

export async function seedBench(databaseUrl, { count = 1_000_000, practices = 300, log = console.log } = {}) {
  assertLoopback(databaseUrl);
  if (!(count > 0 && count <= 5_000_000 && practices > 0 && practices <= 5000))
    throw new Error('COUNT must be 1..5,000,000 and PRACTICES 1..5,000');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('BEGIN');
    const ids = Array.from({ length: practices }, (_, i) => benchPracticeId(i));
    await client.query(
      `INSERT INTO auth.practice (id, client_id, name, state)
       SELECT id, $2, 'Bench Practice ' || lpad(n::text, 3, '0'), 'TX' FROM unnest($1::text[]) WITH ORDINALITY AS p(id, n)
       ON CONFLICT (id) DO NOTHING`,
      [ids, BENCH_CLIENT_ID],
    );
    await client.query(`INSERT INTO auth.user_practice (user_id, practice_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [
      ADMIN_ID,
      ids,
    ]);
    await client.query(
      `INSERT INTO verification.practice (practice_id, client_id, name, client_name, state, changed_at)
       SELECT id, $2, 'Bench Practice ' || lpad(n::text, 3, '0'), 'Bright Smiles Dental Group', 'TX', now()
       FROM unnest($1::text[]) WITH ORDINALITY AS p(id, n)
       ON CONFLICT (practice_id) DO NOTHING`,
      [ids, BENCH_CLIENT_ID],
    );
    const existing = Number((await client.query(`SELECT count(*) AS n FROM verification.transaction WHERE id LIKE 'b0b0%'`)).rows[0].n);
    if (existing < count) {
      // Deterministic pseudo-random columns from the serial number, each drawn from its own hash of
      // it, so the columns vary independently (as practices, days, patients and carriers do) and the
      // same data comes back on every run.
      await client.query(
        `INSERT INTO verification.transaction (id, type, created, client_id, practice_id, patient_first_name, patient_last_name, patient_name,
           carrier_name, missing_required_input_qty, total_required_fields, verification_type, status_patient, iv_status,
           iv_process_result, provider, appointment_date, appointment_time, audited, source)
         SELECT 'b0b0' || lpad(to_hex(n), 20, '0'),
           (ARRAY['FBD','ELG'])[1 + ${pick(1, 2)}],
           now(),
           $3,
           ($4::text[])[1 + ${pick(2, '$2')}],
           fn, ln, fn || ' ' || ln,
           (ARRAY['Delta Dental','MetLife','Cigna','Aetna','Guardian','United Concordia','EMPTY',''])[1 + ${pick(3, 8)}],
           ${pick(4, 12)}, 24,
           vb, st, st, vb,
           (ARRAY['Dr. Patel','Dr. Kim','Dr. Lopez','Dr. Chen'])[1 + ${pick(5, 4)}],
           $5::date + (${pick(6, 60)} - 30),
           time '08:00' + ${pick(7, 40)} * interval '15 minutes',
           ${pick(8, 5)} = 0,
           'bot'
         FROM generate_series($1::bigint + 1, $6::bigint) AS n,
           LATERAL (SELECT (ARRAY['Olivia','Liam','Emma','Noah','Ava','Lucas','Mia','James','Harper','Ethan'])[1 + ${pick(9, 10)}] AS fn,
                           (ARRAY['Smith','Johnson','Brown','Davis','Garcia','Miller','Wilson','Anderson','Thomas','Moore','Taylor','Lee'])[1 + ${pick(10, 12)}] AS ln,
                           (ARRAY['Done by DR','Check','Unchecked','Done by CC','NO ACTION TAKEN'])[1 + ${pick(11, 5)}] AS vb,
                           (ARRAY['Active','Inactive','Not Found','Max out','Check','Active/Limited',''])[1 + ${pick(12, 7)}] AS st) AS r
         ON CONFLICT DO NOTHING`,
        [existing, practices, BENCH_CLIENT_ID, ids, BENCH_DAY, count],
      );
    }
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE verification.transaction');
    const total = Number((await client.query('SELECT count(*) AS n FROM verification.transaction')).rows[0].n);
    log(
      `bench data: ${practices} practices, ${total} transactions in the database (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    return { practiceIds: ids, total };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dental';
  await seedBench(url, { count: Number(process.env.COUNT ?? 1_000_000), practices: Number(process.env.PRACTICES ?? 300) });
}
