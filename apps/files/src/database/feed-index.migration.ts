import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The service's own index of the two file feeds (cloud storage and SFTP), kept by the feed-sync job:
 * one row per file ever seen at a path, so Azure Files and SFTP Files page, filter and sort here
 * without asking the provider, and keep answering while it is down.
 *
 * Each list filters by source and the caller's practices and orders by one key, then the id; the
 * indexes lead with the source and the key so a page reads only its rows. Name filters are
 * "contains, any case": trigram indexes answer them without reading every row.
 */
export class FeedIndex1767744000000 implements MigrationInterface {
  name = 'FeedIndex1767744000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await q.query(`CREATE TABLE feed_file (
      id text PRIMARY KEY,
      source text NOT NULL CHECK (source IN ('azure', 'sftp')),
      path text NOT NULL,
      container text NOT NULL,
      folder text NOT NULL,
      filename text NOT NULL,
      practice_id text NOT NULL,
      event text NOT NULL CHECK (event IN ('created', 'modified', 'deleted')),
      lines integer NOT NULL,
      size bigint NOT NULL,
      version text NOT NULL,
      created_at timestamptz NOT NULL,
      seen_at timestamptz NOT NULL,
      CONSTRAINT feed_file_path UNIQUE (source, path)
    )`);
    for (const key of ['created_at', 'filename', 'container', 'folder']) {
      await q.query(`CREATE INDEX feed_file_by_${key} ON feed_file (source, ${key}, id)`);
    }
    await q.query(`CREATE INDEX feed_file_by_practice_day ON feed_file (source, practice_id, created_at)`);
    for (const key of ['filename', 'container', 'folder']) {
      await q.query(`CREATE INDEX feed_file_${key}_trgm ON feed_file USING gin (${key} public.gin_trgm_ops)`);
    }
    await q.query(`CREATE TABLE feed_sync (
      source text PRIMARY KEY,
      last_sync_at timestamptz,
      last_attempt_at timestamptz,
      last_error text
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE feed_sync`);
    await q.query(`DROP TABLE feed_file`);
  }
}
