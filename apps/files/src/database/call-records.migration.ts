import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the product keeps about the providers' calls and messages, beside the providers' own records:
 * - `call_patient_info` and `call_file`: the patient a call was about and the files attached to it,
 *   one client's call each (the call provider account is the client's);
 * - `provider_record_applied`: every (client, provider, record, event) applied from a webhook or a
 *   bot, so a redelivery or the same record from the other path changes nothing;
 * - `announced_call` and `announced_message`: the latest copy of each call and message the webhooks
 *   and bots announced: the call detail answers from the call's copy while the provider is down, and
 *   shows the text messages exchanged with the call's number.
 */
export class CallRecords1795777580312 implements MigrationInterface {
  name = 'CallRecords1795777580312';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE call_patient_info (
      client_id text NOT NULL,
      call_id bigint NOT NULL,
      patient_first_name text NOT NULL,
      patient_last_name text NOT NULL,
      patient_dob date,
      patient_id text,
      member_id text,
      notes text,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, call_id)
    )`);
    await q.query(`CREATE TABLE call_file (
      id text PRIMARY KEY,
      client_id text NOT NULL,
      call_id bigint NOT NULL,
      filename text NOT NULL,
      size bigint NOT NULL,
      content_type text NOT NULL,
      object_key text NOT NULL UNIQUE,
      uploaded_by text NOT NULL,
      uploaded_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX call_file_by_call ON call_file (client_id, call_id, uploaded_at)`);
    await q.query(`CREATE TABLE provider_record_applied (
      client_id text NOT NULL,
      provider text NOT NULL,
      resource text NOT NULL,
      record_id text NOT NULL,
      event text NOT NULL,
      source text NOT NULL CHECK (source IN ('webhook', 'bot')),
      applied_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, provider, resource, record_id, event)
    )`);
    await q.query(`CREATE TABLE announced_call (
      client_id text NOT NULL,
      call_id bigint NOT NULL,
      call jsonb NOT NULL,
      announced_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, call_id)
    )`);
    await q.query(`CREATE TABLE announced_message (
      client_id text NOT NULL,
      provider text NOT NULL,
      message_id text NOT NULL,
      phone_digits text NOT NULL,
      message jsonb NOT NULL,
      event_date timestamptz NOT NULL,
      announced_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, provider, message_id)
    )`);
    await q.query(`CREATE INDEX announced_message_by_phone ON announced_message (client_id, phone_digits, event_date DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['announced_message', 'announced_call', 'provider_record_applied', 'call_file', 'call_patient_info']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
