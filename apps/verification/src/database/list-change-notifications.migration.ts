import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BUMP_LIST_VERSIONS, transactionListChanged } from './list-versions.migration';

/**
 * Every bump of a practice's list version (ListVersions) now also notifies `<schema>_list_changed`
 * with the practices it moved, comma-separated, at most 300 to a notification (25 bytes each, within
 * Postgres's 8,000-byte payload); `*` when every practice moved (a TRUNCATE). Postgres delivers them
 * at commit, to every listener: the verification service's ListChangeRelay passes them on to the
 * gateway, which gives kept answers again only while their practices have not moved.
 *
 * A flag colour's name or hex code shows in every row flagged with it, so changing or deleting a
 * colour now bumps the versions of its client's practices too.
 */
export class ListChangeNotifications1795800000000 implements MigrationInterface {
  name = 'ListChangeNotifications1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION bump_list_versions(practice_ids text[]) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      INSERT INTO list_version AS v (practice_id, version)
      SELECT id, 1 FROM unnest(practice_ids) AS id WHERE id IS NOT NULL GROUP BY id ORDER BY id
      ON CONFLICT (practice_id) DO UPDATE SET version = v.version + 1;
      PERFORM pg_notify(current_schema() || '_list_changed', string_agg(id, ','))
        FROM (SELECT id, (row_number() OVER () - 1) / 300 AS chunk
                FROM (SELECT DISTINCT id FROM unnest(practice_ids) AS id WHERE id IS NOT NULL) ids) numbered
       GROUP BY chunk;
    END $$`);
    await q.query(
      `CREATE OR REPLACE ${transactionListChanged(`
        PERFORM pg_notify(current_schema() || '_list_changed', '*');`)}`,
    );
    await q.query(`CREATE FUNCTION color_scheme_list_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      PERFORM bump_list_versions(ARRAY(SELECT practice_id FROM practice WHERE client_id = OLD.client_id));
      RETURN NULL;
    END $$`);
    await q.query(`CREATE TRIGGER color_scheme_list_changed AFTER UPDATE OR DELETE ON color_scheme
      FOR EACH ROW EXECUTE FUNCTION color_scheme_list_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER color_scheme_list_changed ON color_scheme');
    await q.query('DROP FUNCTION color_scheme_list_changed()');
    await q.query(`CREATE OR REPLACE ${transactionListChanged('')}`);
    await q.query(`CREATE OR REPLACE ${BUMP_LIST_VERSIONS}`);
  }
}
