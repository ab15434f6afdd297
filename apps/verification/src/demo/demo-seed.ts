/** Writes the demo data of this service: the practice projection of the demo practices and the demo transactions. */
import type { DataSource } from 'typeorm';
import { Topics, type TransactionRecordedEvent } from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';
import { DEMO_CLIENTS, DEMO_PRACTICES } from '@dental/testing';
import { transactionsRecorded } from '../transactions/transactions-recorded';
import { PracticesRepository } from '../practices/practices.repository';
import { demoTransactions, type DemoTransaction } from './demo-transactions';
import { demoDqaRequests } from './demo-dqa-requests';

/** The demo practices' copy is dated at the demo epoch, so any real event from the auth service is newer and wins. */
const DEMO_PRACTICES_CHANGED_AT = new Date('2026-01-01T00:00:00Z');
/** 250 rows x 38 columns stays well under Postgres's 65,535 parameters per statement. */
const BATCH_SIZE = 250;

export interface DemoSeedReport {
  practices: number;
  transactions: number;
  inserted: number;
  /** Data quality messages left for the reports service (only for transactions inserted by this run). */
  dqaMessages: number;
  firstDay: string;
  lastDay: string;
}

export async function seedDemoData(dataSource: DataSource, today: string): Promise<DemoSeedReport> {
  const records = demoTransactions(today);
  const dqaMessages = demoDqaRequests(records);
  let inserted = 0;
  const insertedIds = new Set<string>();
  const outbox = new OutboxWriter();
  await dataSource.transaction(async (manager) => {
    const practices = new PracticesRepository();
    for (const practice of DEMO_PRACTICES) {
      const client = DEMO_CLIENTS.find((c) => c._id === practice.clientId);
      await practices.upsert(
        manager,
        {
          practiceId: practice._id,
          clientId: practice.clientId,
          name: practice.name,
          clientName: client?.name ?? '',
          state: practice.state,
          deleted: false,
          templateId: client?.templateId ?? '',
        },
        DEMO_PRACTICES_CHANGED_AT,
      );
    }
    // A demo phone profile (fictional 555 numbers) for each carrier, for the Call Center's dial button.
    await manager.query(
      `INSERT INTO carrier_phone (carrier_id, phone_number)
       SELECT id, '+1800555' || lpad((row_number() OVER (ORDER BY name, id))::text, 4, '0') FROM realtime_carrier
       ON CONFLICT (carrier_id) DO NOTHING`,
    );
    for (let start = 0; start < records.length; start += BATCH_SIZE) {
      const batch = records.slice(start, start + BATCH_SIZE);
      const statement = insertStatement(batch);
      const rows: { id: string; client_id: string; practice_id: string; type: string }[] = await manager.query(
        statement.text,
        statement.values,
      );
      inserted += rows.length;
      for (const row of rows) insertedIds.add(row.id);
      // Announced like any other new transaction, so the reports service's read model counts them.
      const occurredAt = new Date().toISOString();
      await outbox.add(
        manager,
        ...transactionsRecorded(
          rows.map((row): TransactionRecordedEvent => ({
            transactionId: row.id,
            clientId: row.client_id,
            practiceId: row.practice_id,
            type: row.type,
            change: 'created',
            source: 'form',
            occurredAt,
          })),
        ),
      );
    }
    // The patient-contact bot's messages for some of them (see demo-dqa-requests.ts), once: only for
    // transactions this run inserted, so seeding again announces nothing twice.
    await outbox.add(
      manager,
      ...dqaMessages
        .filter((m) => m.transactionId && insertedIds.has(m.transactionId))
        .map((m) => ({ topic: Topics.BotDqaRequest, key: m.requestId, payload: m })),
    );
  });
  const days = records.map((r) => r.appointment_date).sort();
  const dqaSent = dqaMessages.filter((m) => m.transactionId && insertedIds.has(m.transactionId)).length;
  return {
    practices: DEMO_PRACTICES.length,
    transactions: records.length,
    inserted,
    dqaMessages: dqaSent,
    firstDay: days[0],
    lastDay: days[days.length - 1],
  };
}

/** One multi-row INSERT; rows that exist already (same id or verificationId) are left as they are. */
function insertStatement(batch: DemoTransaction[]): { text: string; values: unknown[] } {
  const columns = Object.keys(batch[0]) as (keyof DemoTransaction)[];
  const values: unknown[] = [];
  const tuples = batch.map((record) => {
    const placeholders = columns.map((column) => {
      values.push(record[column]);
      return `$${values.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  return {
    text: `INSERT INTO transaction (${columns.join(', ')}) VALUES ${tuples.join(',\n')} ON CONFLICT DO NOTHING RETURNING id, client_id, practice_id, type`,
    values,
  };
}
