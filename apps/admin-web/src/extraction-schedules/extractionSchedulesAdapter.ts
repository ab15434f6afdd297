/**
 * The data of the Command center, the Logs and the Audit Trail: react-admin's calls turned into the
 * documented ones (`GET/POST /api/iv/spreadsheet/pages`, `POST /api/iv/spreadsheet/verify/pages`,
 * `GET /api/extractionSchedule/logs`, `GET /api/bot/status`). Every list asks for the selected
 * practices only; with none selected there is nothing to ask for.
 */
import { ExtractionRoutes, datesBetween, type ExtractionType } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';

export const EXTRACTION_RESOURCES = {
  schedules: 'extraction_schedule',
  verification: 'extraction_schedule_dates',
  logs: 'logs',
  auditTrail: 'audit-trait',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The modal's fields as the calls take them: the range becomes the list of dates. */
export function extractionRequest(fields: Record<string, unknown>): { practiceId: string; type: ExtractionType; dates: string[] } {
  const start = text(fields.startDate).slice(0, 10);
  const end = text(fields.endDate).slice(0, 10) || start;
  // Confirm sends the verified dates themselves; Verify sends the range.
  const dates = Array.isArray(fields.dates) ? fields.dates.map(String) : start ? datesBetween(start, end) : [];
  return { practiceId: text(fields.practiceId), type: text(fields.type) as ExtractionType, dates };
}

export const extractionSchedulesAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceIds = selectedPracticeIds(readAppSettings());
    if (practiceIds.length === 0) return { data: [], total: 0 };
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const answer = await call(ExtractionRoutes.listExtractionSchedules, {
      query: { practiceIds, page: String(page), limit: String(perPage) },
      signal: params.signal,
    });
    return { data: answer.records, total: answer.recordsQty };
  },
  async create(data) {
    const saved = await call(ExtractionRoutes.saveExtractionSchedule, { body: extractionRequest(data) });
    // Saving dates that are all scheduled already stores nothing: say so rather than show a record.
    if (!saved.schedule) throw new Error(saved.message);
    return saved.schedule;
  },
});

/** "Verify dates": the dates that can be scheduled, as records (one per date), with the server's message in `meta`. */
export const extractionVerificationAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const answer = await call(ExtractionRoutes.verifyExtractionDates, { body: extractionRequest(params.filter ?? {}) });
    return {
      data: answer.dates.map((date) => ({ id: date, date })),
      total: answer.dates.length,
      meta: { refused: answer.refused, message: answer.message },
    };
  },
});

export const extractionLogsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceIds = selectedPracticeIds(readAppSettings());
    const sheetDate = text(params.filter?.sheetDate).slice(0, 10);
    if (!sheetDate || practiceIds.length === 0) return { data: [], total: 0 };
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const answer = await call(ExtractionRoutes.extractionLogs, {
      query: { sheetDate, practiceId: practiceIds[0], limit: String(perPage), offset: String((page - 1) * perPage) },
      signal: params.signal,
    });
    return { data: answer.records, total: answer.recordsQty };
  },
});

export const botStatusAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceIds = selectedPracticeIds(readAppSettings());
    if (practiceIds.length === 0) return { data: [], total: 0 };
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const query: Record<string, string | string[]> = { practiceIds, page: String(page), limit: String(perPage) };
    for (const field of ['botName', 'code', 'startDate', 'endDate']) {
      // Dates travel as YYYY-MM-DD (spec 03: claims and audit filters).
      const value = field.endsWith('Date') ? text(params.filter?.[field]).slice(0, 10) : text(params.filter?.[field]);
      if (value) query[field] = value;
    }
    const answer = await call(ExtractionRoutes.botStatus, { query, signal: params.signal });
    return { data: answer.records, total: answer.recordsQty };
  },
});
