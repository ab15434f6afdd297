/**
 * The Verification tab's values and what is sent: every item of every category is in the form; an
 * item left empty (no E/N, no text) is dropped before sending (spec 03 §5), and the coverage dates
 * travel as YYYY-MM-DD.
 */
import type { CallCenterAnswer, CallCenterItem } from '@dental/contracts';

export interface VerificationFormValues {
  coverageDateStart: string;
  coverageDateEnd: string;
  annual: string;
  remaining: string;
  referenceNumber: string;
  notes: string;
  items: { categoryId: string; bookmarks: CallCenterItem[] }[];
}

export function formValuesOf(answer: Pick<CallCenterAnswer, 'categories' | 'verification'>): VerificationFormValues {
  const saved = answer.verification;
  const savedItem = (categoryId: string, code: string) =>
    saved?.items.find((c) => c.categoryId === categoryId)?.bookmarks.find((b) => b.code === code);
  return {
    coverageDateStart: saved?.coverageDateStart ?? '',
    coverageDateEnd: saved?.coverageDateEnd ?? '',
    annual: saved?.annual ?? '',
    remaining: saved?.remaining ?? '',
    referenceNumber: saved?.referenceNumber ?? '',
    notes: saved?.notes ?? '',
    items: answer.categories.map((category) => ({
      categoryId: category.categoryId,
      bookmarks: category.items.map((item) => {
        const kept = savedItem(category.categoryId, item.code);
        return { code: item.code, elegible: kept?.elegible ?? '', frecuency: kept?.frecuency ?? '', history: kept?.history ?? '' };
      }),
    })),
  };
}

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').trim());

export function payloadOf(values: VerificationFormValues, convertToFbd: boolean) {
  return {
    coverageDateStart: day(values.coverageDateStart),
    coverageDateEnd: day(values.coverageDateEnd),
    annual: values.annual ?? '',
    remaining: values.remaining ?? '',
    referenceNumber: values.referenceNumber ?? '',
    notes: values.notes ?? '',
    items: values.items
      .map((category) => ({
        categoryId: category.categoryId,
        bookmarks: category.bookmarks
          .map((b) => ({
            code: b.code,
            elegible: b.elegible ?? '',
            frecuency: (b.frecuency ?? '').trim(),
            history: (b.history ?? '').trim(),
          }))
          .filter((b) => b.elegible !== '' || b.frecuency !== '' || b.history !== ''),
      }))
      .filter((category) => category.bookmarks.length > 0),
    ...(convertToFbd ? { convertToFbd: true } : {}),
  };
}
