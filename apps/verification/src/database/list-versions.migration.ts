import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The data version of each practice's transactions, which lets All Transactions reuse an answer
 * while nothing it could show has changed (docs/all-transactions.md, "Answer cache").
 *
 * Every statement that inserts, updates, deletes or truncates transactions adds 1 to the version of
 * each practice it touched (and so does renaming a practice, whose name can order the list), in the
 * same database transaction, through statement triggers: no write path can forget it, and a version
 * is visible exactly when the rows it stands for are. A reader sums the versions of its practices in
 * its own snapshot: the sum grows whenever a write to one of them commits, so equal sums mean equal
 * data. `list_epoch` is drawn once per database, so a
 * database made anew never meets answers cached for an old one.
 *
 * The bot intake, which writes many practices in several statements, names its practices in
 * `verification.list_versions_deferred` (for its own transaction only): the triggers leave those to
 * it (any other practice a statement touches is still bumped at once), and it bumps them once, in id
 * order, as its last statement, so concurrent batches lock version rows in one order and only for
 * the moment before they commit (list-versions.ts).
 */
/** The bump every writer makes (`CREATE ` or `CREATE OR REPLACE ` goes in front). */
export const BUMP_LIST_VERSIONS = `FUNCTION bump_list_versions(practice_ids text[]) RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
      INSERT INTO list_version AS v (practice_id, version)
      SELECT id, 1 FROM unnest(practice_ids) AS id WHERE id IS NOT NULL GROUP BY id ORDER BY id
      ON CONFLICT (practice_id) DO UPDATE SET version = v.version + 1
    $$`;

/** The statement triggers' function; `onTruncate` runs after a TRUNCATE has bumped every practice (ListChangeNotifications). */
export function transactionListChanged(onTruncate: string): string {
  return `FUNCTION transaction_list_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    DECLARE
      deferred text[] := coalesce(nullif(current_setting('verification.list_versions_deferred', true), ''), '{}')::text[];
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        UPDATE list_version SET version = version + 1;${onTruncate}
      ELSIF TG_OP = 'INSERT' THEN
        PERFORM bump_list_versions(ARRAY(SELECT practice_id FROM new_rows EXCEPT SELECT unnest(deferred)));
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM bump_list_versions(ARRAY(
          SELECT practice_id FROM new_rows UNION SELECT practice_id FROM old_rows EXCEPT SELECT unnest(deferred)));
      ELSE
        PERFORM bump_list_versions(ARRAY(SELECT practice_id FROM old_rows EXCEPT SELECT unnest(deferred)));
      END IF;
      RETURN NULL;
    END $$`;
}

export class ListVersions1767657600000 implements MigrationInterface {
  name = 'ListVersions1767657600000';

  async up(q: QueryRunner): Promise<void> {
    // The functions keep the schema they were made in (SET search_path FROM CURRENT), so writers
    // whose search_path differs (a script naming verification.transaction) bump the same table.
    await q.query(`CREATE TABLE list_version (practice_id text PRIMARY KEY, version bigint NOT NULL)`);
    await q.query(`CREATE TABLE list_epoch (epoch text NOT NULL)`);
    await q.query(`INSERT INTO list_epoch (epoch) VALUES (md5(random()::text || clock_timestamp()::text))`);
    await q.query(`CREATE ${BUMP_LIST_VERSIONS}`);
    // Practices named in verification.list_versions_deferred are left to the writer that named them.
    await q.query(`CREATE ${transactionListChanged('')}`);
    await q.query(`CREATE TRIGGER transaction_list_inserted AFTER INSERT ON transaction
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_list_changed()`);
    await q.query(`CREATE TRIGGER transaction_list_updated AFTER UPDATE ON transaction
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_list_changed()`);
    await q.query(`CREATE TRIGGER transaction_list_deleted AFTER DELETE ON transaction
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_list_changed()`);
    await q.query(`CREATE TRIGGER transaction_list_truncated AFTER TRUNCATE ON transaction
      FOR EACH STATEMENT EXECUTE FUNCTION transaction_list_changed()`);
    // A practice's name orders the list when the user sorts by practice.
    await q.query(`CREATE FUNCTION practice_list_renamed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      PERFORM bump_list_versions(ARRAY[NEW.practice_id]);
      RETURN NULL;
    END $$`);
    await q.query(`CREATE TRIGGER practice_list_renamed AFTER UPDATE OF name ON practice
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION practice_list_renamed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['inserted', 'updated', 'deleted', 'truncated'])
      await q.query(`DROP TRIGGER transaction_list_${name} ON transaction`);
    await q.query('DROP TRIGGER practice_list_renamed ON practice');
    await q.query('DROP FUNCTION practice_list_renamed(), transaction_list_changed(), bump_list_versions(text[])');
    await q.query('DROP TABLE list_epoch, list_version');
  }
}
