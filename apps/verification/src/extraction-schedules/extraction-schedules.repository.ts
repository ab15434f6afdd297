/**
 * The SQL of extraction schedules and of what bots report: schedules and their dates, log rows and
 * status events. Lists page, filter and count in the database.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  BotStatusEvent,
  BotStatusPage,
  ExtractionDate,
  ExtractionDateState,
  ExtractionLogEvent,
  ExtractionLogPage,
  ExtractionReport,
  ExtractionSchedule,
  ExtractionType,
} from '@dental/contracts';
import { escapeLike } from '@dental/database';
import { scheduleStatus } from './extraction-status';

/** One extraction: a practice, a type and a date (its job's id says the same). */
export interface ExtractionKey {
  practiceId: string;
  type: ExtractionType;
  date: string;
}

export interface NewSchedule {
  id: string;
  clientId: string;
  practiceId: string;
  type: ExtractionType;
  dates: string[];
  createdBy: string;
  firstName: string;
  lastName: string;
}

export interface DateRow {
  scheduleId: string;
  state: ExtractionDateState;
  attempts: number;
  progress: number;
  transactions: number;
  botFailure: string | null;
  /** Milliseconds since the attempt started or the bot last reported, whichever is later. */
  quietMs: number;
}

interface ScheduleRow {
  id: string;
  practice_id: string;
  practice: string | null;
  type: ExtractionType;
  dates: string[];
  first_name: string;
  last_name: string;
  created_at: Date;
  jobs: {
    date: string;
    state: ExtractionDateState;
    progress: number;
    attempts: number;
    transactions: number;
    reason: string | null;
  }[];
}

const KEY_MATCH = `practice_id = $1 AND type = $2 AND date = $3::date`;

@Injectable()
export class ExtractionSchedulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The dates of `dates` already scheduled for the practice and type (a failed one may be scheduled again). */
  async alreadyScheduled(
    practiceId: string,
    type: ExtractionType,
    dates: string[],
  ): Promise<{ date: string; state: ExtractionDateState }[]> {
    return this.dataSource.query(
      `SELECT date::text AS date, state FROM extraction_date
       WHERE practice_id = $1 AND type = $2 AND date = ANY($3::date[]) AND state <> 'failed' ORDER BY date`,
      [practiceId, type, dates],
    );
  }

  /**
   * Saves the schedule with the dates not scheduled yet (or whose extraction failed), in one
   * transaction; answers those dates. When every date was already scheduled nothing is stored.
   */
  async save(schedule: NewSchedule): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO extraction_schedule (id, client_id, practice_id, type, dates, created_by, first_name, last_name)
         VALUES ($1, $2, $3, $4, $5::date[], $6, $7, $8)`,
        [
          schedule.id,
          schedule.clientId,
          schedule.practiceId,
          schedule.type,
          schedule.dates,
          schedule.createdBy,
          schedule.firstName,
          schedule.lastName,
        ],
      );
      const taken: { date: string }[] = await manager.query(
        `INSERT INTO extraction_date (practice_id, type, date, schedule_id)
         SELECT $1, $2, d, $4 FROM unnest($3::date[]) AS d
         ON CONFLICT (practice_id, type, date) DO UPDATE
           SET schedule_id = excluded.schedule_id, state = 'pending', progress = 0, attempts = 0, transactions = 0,
               reason = NULL, bot_failure = NULL, last_report_at = NULL, updated_at = now()
           WHERE extraction_date.state = 'failed'
         RETURNING date::text AS date`,
        [schedule.practiceId, schedule.type, schedule.dates, schedule.id],
      );
      const dates = taken.map((t) => t.date).sort();
      if (dates.length === 0) {
        await manager.query(`DELETE FROM extraction_schedule WHERE id = $1`, [schedule.id]);
        return [];
      }
      await manager.query(`UPDATE extraction_schedule SET dates = $2::date[] WHERE id = $1`, [schedule.id, dates]);
      return dates;
    });
  }

  async page(practiceIds: string[], page: number, limit: number): Promise<{ records: ExtractionSchedule[]; recordsQty: number }> {
    const [rows, [{ n }]] = await Promise.all([
      this.dataSource.query(
        `SELECT s.id, s.practice_id, p.name AS practice, s.type, s.dates::text[] AS dates, s.first_name, s.last_name, s.created_at,
                COALESCE((SELECT json_agg(json_build_object('date', d.date::text, 'state', d.state, 'progress', d.progress,
                                 'attempts', d.attempts, 'transactions', d.transactions, 'reason', d.reason) ORDER BY d.date)
                          FROM extraction_date d WHERE d.schedule_id = s.id), '[]') AS jobs
         FROM extraction_schedule s LEFT JOIN practice p ON p.practice_id = s.practice_id
         WHERE s.practice_id = ANY($1::text[])
         ORDER BY s.created_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
        [practiceIds, limit, (page - 1) * limit],
      ) as Promise<ScheduleRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM extraction_schedule WHERE practice_id = ANY($1::text[])`, [practiceIds]),
    ]);
    return { records: rows.map(toSchedule), recordsQty: n };
  }

  async one(id: string): Promise<ExtractionSchedule | null> {
    const rows: ScheduleRow[] = await this.dataSource.query(
      `SELECT s.id, s.practice_id, p.name AS practice, s.type, s.dates::text[] AS dates, s.first_name, s.last_name, s.created_at,
              COALESCE((SELECT json_agg(json_build_object('date', d.date::text, 'state', d.state, 'progress', d.progress,
                               'attempts', d.attempts, 'transactions', d.transactions, 'reason', d.reason) ORDER BY d.date)
                        FROM extraction_date d WHERE d.schedule_id = s.id), '[]') AS jobs
       FROM extraction_schedule s LEFT JOIN practice p ON p.practice_id = s.practice_id WHERE s.id = $1`,
      [id],
    );
    return rows[0] ? toSchedule(rows[0]) : null;
  }

  async date(key: ExtractionKey): Promise<DateRow | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT schedule_id, state, attempts, progress, transactions, bot_failure,
              (extract(epoch FROM now() - COALESCE(last_report_at, updated_at)) * 1000)::bigint AS quiet_ms
       FROM extraction_date WHERE ${KEY_MATCH}`,
      [key.practiceId, key.type, key.date],
    );
    if (!row) return undefined;
    return {
      scheduleId: row.schedule_id,
      state: row.state,
      attempts: row.attempts,
      progress: row.progress,
      transactions: row.transactions,
      botFailure: row.bot_failure,
      quietMs: Number(row.quiet_ms),
    };
  }

  /** A job's attempt begins: the date is in process, the bot's earlier failure forgotten. */
  async beginAttempt(key: ExtractionKey, attempt: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE extraction_date SET state = 'in_process', attempts = $4, bot_failure = NULL, last_report_at = NULL, updated_at = now()
       WHERE ${KEY_MATCH} AND state <> 'completed'`,
      [key.practiceId, key.type, key.date, attempt],
    );
  }

  /** An attempt failed: `final` when no retry follows (the date is failed), else it waits for the retry. */
  async attemptFailed(key: ExtractionKey, reason: string, final: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE extraction_date SET state = $4, reason = $5, updated_at = now() WHERE ${KEY_MATCH} AND state <> 'completed'`,
      [key.practiceId, key.type, key.date, final ? 'failed' : 'pending', reason],
    );
  }

  /** Applies a bot's report to its date; answers false when no extraction of that practice, type and date exists. */
  async applyReport(manager: EntityManager, key: ExtractionKey, report: ExtractionReport): Promise<boolean> {
    const [, count] = await manager.query(
      `UPDATE extraction_date SET
         state = CASE WHEN $4 = 'completed' THEN 'completed' WHEN state = 'completed' THEN state ELSE 'in_process' END,
         progress = CASE WHEN $4 = 'completed' THEN 100 ELSE COALESCE($5, progress) END,
         transactions = CASE WHEN $4 = 'completed' THEN COALESCE($6, 0) ELSE transactions END,
         bot_failure = CASE WHEN $4 = 'failed' THEN $7 ELSE bot_failure END,
         reason = CASE WHEN $4 = 'completed' THEN NULL ELSE reason END,
         last_report_at = now(), updated_at = now()
       WHERE ${KEY_MATCH} AND state <> 'failed'`,
      [
        key.practiceId,
        key.type,
        key.date,
        report.status,
        report.progress ?? null,
        report.transactions ?? null,
        report.message ?? 'The bot could not extract the spreadsheet',
      ],
    );
    if (count > 0) return true;
    // A late report of a date that has since failed changes nothing, but is not an error.
    const [exists] = await manager.query(`SELECT 1 FROM extraction_date WHERE ${KEY_MATCH}`, [key.practiceId, key.type, key.date]);
    return exists !== undefined;
  }

  async addLog(manager: EntityManager, id: string, log: ExtractionLogEvent): Promise<void> {
    await manager.query(
      `INSERT INTO extraction_log (id, practice_id, sheet_date, row_number, status, title, message, created_at)
       VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [id, log.practiceId, log.sheetDate, log.rowNumber, log.status, log.title, log.message, log.occurredAt],
    );
  }

  async logs(practiceIds: string[], sheetDate: string, limit: number, offset: number): Promise<ExtractionLogPage> {
    const [rows, [{ n }]] = await Promise.all([
      this.dataSource.query(
        `SELECT id AS "_id", sheet_date::text AS "sheetDate", row_number AS "rowNumber", status, title, message,
                created_at AS "dateCreated", practice_id AS "practiceId"
         FROM extraction_log WHERE sheet_date = $1::date AND practice_id = ANY($2::text[])
         ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [sheetDate, practiceIds, limit, offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS n FROM extraction_log WHERE sheet_date = $1::date AND practice_id = ANY($2::text[])`, [
        sheetDate,
        practiceIds,
      ]),
    ]);
    return { records: rows.map((r: { dateCreated: Date }) => ({ ...r, dateCreated: r.dateCreated.toISOString() })), recordsQty: n };
  }

  async addStatus(manager: EntityManager, id: string, event: BotStatusEvent): Promise<void> {
    await manager.query(
      `INSERT INTO bot_status_event (id, practice_id, bot_name, code, message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [id, event.practiceId, event.botName, event.code, event.message, event.occurredAt],
    );
  }

  /** Status events of the practices, filtered; `endDate` includes its whole day (UTC). */
  async statuses(
    practiceIds: string[],
    filter: { botName?: string; code?: string; startDate?: string; endDate?: string },
    page: number,
    limit: number,
  ): Promise<BotStatusPage> {
    const where = [`practice_id = ANY($1::text[])`];
    const values: unknown[] = [practiceIds];
    const add = (sql: string, value: unknown) => {
      values.push(value);
      where.push(sql.replace('?', `$${values.length}`));
    };
    if (filter.botName) add(`bot_name ILIKE ? ESCAPE '\\'`, `%${escapeLike(filter.botName)}%`);
    if (filter.code) add(`code ILIKE ? ESCAPE '\\'`, `%${escapeLike(filter.code)}%`);
    if (filter.startDate) add(`created_at >= ?::date`, filter.startDate);
    if (filter.endDate) add(`created_at < ?::date + 1`, filter.endDate);
    const condition = where.join(' AND ');
    const [rows, [{ n }]] = await Promise.all([
      this.dataSource.query(
        `SELECT id AS "_id", bot_name AS "botName", code, message, created_at AS "createdAt", practice_id AS "practiceId"
         FROM bot_status_event WHERE ${condition}
         ORDER BY created_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, limit, (page - 1) * limit],
      ),
      this.dataSource.query(`SELECT count(*)::int AS n FROM bot_status_event WHERE ${condition}`, values),
    ]);
    return { records: rows.map((r: { createdAt: Date }) => ({ ...r, createdAt: r.createdAt.toISOString() })), recordsQty: n };
  }
}

function toSchedule(row: ScheduleRow): ExtractionSchedule {
  const jobs: ExtractionDate[] = row.jobs;
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateCreated: row.created_at.toISOString(),
    practiceId: row.practice_id,
    practice: row.practice ?? row.practice_id,
    type: row.type,
    dates: row.dates,
    extractionStatus: scheduleStatus(jobs.map((j) => j.state)),
    jobs,
  };
}
