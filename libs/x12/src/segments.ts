import type { CodeList } from './code-lists';
import { X12Error } from './x12-error';

/** The four characters an interchange declares in its ISA header. */
export interface Delimiters {
  readonly element: string;
  readonly component: string;
  readonly repetition: string;
  readonly segment: string;
}

/** What the builder writes unless told otherwise: the characters most clearinghouses expect. */
export const DEFAULT_DELIMITERS: Delimiters = { element: '*', component: ':', repetition: '^', segment: '~' };

export interface Segment {
  readonly id: string;
  /** elements[0] is the identifier, so elements[1] is XX01: indexes read like the implementation guide. */
  readonly elements: readonly string[];
  /** Position in the interchange, ISA being 1. */
  readonly position: number;
}

export function elementName(segment: Segment, index: number): string {
  return `${segment.id}${String(index).padStart(2, '0')}`;
}

export function segmentError(segment: Segment, message: string): X12Error {
  return new X12Error(`Segment ${segment.position} (${segment.id}): ${message}`, segment.id, segment.position);
}

/** An element's value; an empty element is absent, as X12 treats it. */
export function element(segment: Segment, index: number): string | undefined {
  const value = segment.elements[index];
  return value === undefined || value === '' ? undefined : value;
}

export function requiredElement(segment: Segment, index: number, what: string): string {
  const value = element(segment, index);
  if (value === undefined) throw segmentError(segment, `element ${elementName(segment, index)} (${what}) is missing`);
  return value;
}

/** A coded element: absent, or one of the codes the list knows; anything else is refused by name. */
export function codedElement(segment: Segment, index: number, list: CodeList): string | undefined {
  const value = element(segment, index);
  if (value !== undefined && !list.names.has(value)) {
    throw segmentError(segment, `element ${elementName(segment, index)} '${value}' is not ${list.noun}`);
  }
  return value;
}

export function requiredCode(segment: Segment, index: number, list: CodeList): string {
  const value = codedElement(segment, index, list);
  if (value === undefined) throw segmentError(segment, `element ${elementName(segment, index)} (${list.noun}) is missing`);
  return value;
}

/** X12 decimal numbers (type R): an optional minus sign, digits and at most one decimal point. */
export function decimalElement(segment: Segment, index: number): string | undefined {
  const value = element(segment, index);
  if (value !== undefined && !/^-?(\d+\.?\d*|\.\d+)$/.test(value)) {
    throw segmentError(segment, `element ${elementName(segment, index)} '${value}' is not a number`);
  }
  return value;
}

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A single CCYYMMDD date element. */
export function calendarDateElement(segment: Segment, index: number, what: string): string {
  const value = requiredElement(segment, index, what);
  if (!isCalendarDate(value)) throw segmentError(segment, `element ${elementName(segment, index)} '${value}' is not a CCYYMMDD date`);
  return value;
}

/**
 * A date element in the format its qualifier names: D8 is CCYYMMDD, RD8 is CCYYMMDD-CCYYMMDD with
 * the range in order. The value is returned as written, as the eligibility response shows it.
 */
export function dateElement(segment: Segment, formatIndex: number, valueIndex: number): string {
  const format = requiredElement(segment, formatIndex, 'date format qualifier');
  const value = requiredElement(segment, valueIndex, 'date');
  const refuse = (why: string) => segmentError(segment, `element ${elementName(segment, valueIndex)} '${value}' ${why}`);
  if (format === 'D8') {
    if (!isCalendarDate(value)) throw refuse('is not a CCYYMMDD date');
  } else if (format === 'RD8') {
    const [begin, end, ...rest] = value.split('-');
    if (rest.length > 0 || !begin || !end || !isCalendarDate(begin) || !isCalendarDate(end)) {
      throw refuse('is not a CCYYMMDD-CCYYMMDD range');
    }
    if (begin > end) throw refuse('ends before it begins');
  } else {
    throw segmentError(segment, `element ${elementName(segment, formatIndex)} '${format}' is not D8 or RD8`);
  }
  return value;
}

/** Writes one segment, leaving out trailing empty elements as X12 asks. */
export function formatSegment(elements: readonly (string | undefined)[], delimiters: Delimiters): string {
  const values = elements.map((value) => value ?? '');
  while (values.length > 1 && values[values.length - 1] === '') values.pop();
  return values.join(delimiters.element) + delimiters.segment;
}
