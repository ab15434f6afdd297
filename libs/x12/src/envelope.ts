import {
  type Delimiters,
  type Segment,
  DEFAULT_DELIMITERS,
  element,
  elementName,
  formatSegment,
  isCalendarDate,
  requiredElement,
  segmentError,
} from './segments';
import { X12Error } from './x12-error';

/**
 * The X12 envelope: the fixed-width ISA header that declares the separators, functional groups
 * (GS...GE) and transaction sets (ST...SE), each trailer repeating its header's control number and
 * counting what it closes. Reading checks all of it, because a count or control number that does not
 * match means segments were lost or two interchanges were spliced, and benefits read from such text
 * could be another patient's.
 */

export interface TransactionSet {
  readonly header: Segment;
  /** The segments between ST and SE. */
  readonly segments: readonly Segment[];
}

export interface FunctionalGroup {
  readonly header: Segment;
  readonly transactionSets: readonly TransactionSet[];
}

export interface Interchange {
  readonly delimiters: Delimiters;
  readonly header: Segment;
  readonly groups: readonly FunctionalGroup[];
}

/** ISA05 and ISA07: how the sender and receiver IDs are assigned (D-U-N-S, HIN, NAIC, ..., ZZ mutually defined). */
const INTERCHANGE_ID_QUALIFIERS = ['01', '14', '20', '27', '28', '29', '30', '33', 'ZZ'];

/** HHMM, or with seconds and decimal seconds (HHMMSS[D[D]]) when `longForm`. */
function isTime(value: string, longForm: boolean): boolean {
  const pattern = longForm ? /^([01]\d|2[0-3])[0-5]\d([0-5]\d(\d{1,2})?)?$/ : /^([01]\d|2[0-3])[0-5]\d$/;
  return pattern.test(value);
}

/** ISA01 to ISA16 have fixed widths, which is how a reader finds the separators before knowing them. */
const ISA_WIDTHS = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1];
const ISA_LENGTH = 106;

export function readInterchange(text: string): Interchange {
  const start = text.search(/\S/);
  if (start < 0) throw new X12Error('The interchange is empty');
  if (!text.startsWith('ISA', start)) {
    throw new X12Error(`An interchange begins with ISA; this text begins with '${text.slice(start, start + 3)}'`);
  }
  const { delimiters, header } = readHeader(text, start);
  const segments = splitSegments(text.slice(start + ISA_LENGTH), delimiters);
  return { delimiters, header, groups: readGroups(header, segments) };
}

function readHeader(text: string, start: number): { delimiters: Delimiters; header: Segment } {
  const separator = text.charAt(start + 3);
  if (!isDelimiterCharacter(separator)) {
    throw new X12Error(`ISA: '${separator}' after ISA cannot be the element separator`, 'ISA', 1);
  }
  const separatorIndexes: number[] = [];
  for (let from = start + 3; separatorIndexes.length < ISA_WIDTHS.length;) {
    const index = text.indexOf(separator, from);
    if (index < 0) {
      throw new X12Error(`Truncated interchange: ISA has ${separatorIndexes.length} of its 16 elements`, 'ISA', 1);
    }
    separatorIndexes.push(index);
    from = index + 1;
  }
  const terminatorIndex = separatorIndexes[15] + 2;
  if (terminatorIndex >= text.length) throw new X12Error('Truncated interchange: ISA ends before its segment terminator', 'ISA', 1);
  const length = terminatorIndex + 1 - start;
  const values = separatorIndexes.map((index, n) => text.slice(index + 1, separatorIndexes[n + 1] ?? terminatorIndex));
  const misfit = values.findIndex((value, n) => value.length !== ISA_WIDTHS[n]);
  const misfitText =
    misfit < 0
      ? ''
      : `ISA${String(misfit + 1).padStart(2, '0')} is ${values[misfit].length} characters wide; it must be ${ISA_WIDTHS[misfit]}`;
  if (length !== ISA_LENGTH) {
    throw new X12Error(`ISA is ${length} characters long; it must be ${ISA_LENGTH}${misfitText ? ` (${misfitText})` : ''}`, 'ISA', 1);
  }
  if (misfit >= 0) throw new X12Error(`ISA: ${misfitText}`, 'ISA', 1);

  const header: Segment = { id: 'ISA', elements: ['ISA', ...values], position: 1 };
  const delimiters: Delimiters = {
    element: separator,
    repetition: values[10],
    component: values[15],
    segment: text.charAt(terminatorIndex),
  };
  if (values[11] !== '00501') {
    throw segmentError(header, `element ISA12 '${values[11]}' is not 00501; 005010X279A1 travels in version 00501 interchanges`);
  }
  const named: [keyof Delimiters, string][] = [
    ['element', 'element separator (after ISA)'],
    ['repetition', 'repetition separator (ISA11)'],
    ['component', 'component separator (ISA16)'],
    ['segment', 'segment terminator (after ISA16)'],
  ];
  for (const [key, what] of named) {
    if (!isDelimiterCharacter(delimiters[key])) throw segmentError(header, `'${delimiters[key]}' cannot be the ${what}`);
  }
  for (let a = 0; a < named.length; a++) {
    for (let b = a + 1; b < named.length; b++) {
      if (delimiters[named[a][0]] === delimiters[named[b][0]]) {
        throw segmentError(header, `'${delimiters[named[a][0]]}' is declared both as the ${named[a][1]} and as the ${named[b][1]}`);
      }
    }
  }
  if (!['00', '03'].includes(values[0])) throw segmentError(header, `element ISA01 '${values[0]}' is not 00 or 03`);
  if (!['00', '01'].includes(values[2])) throw segmentError(header, `element ISA03 '${values[2]}' is not 00 or 01`);
  for (const index of [4, 6]) {
    const qualifier = values[index];
    if (!INTERCHANGE_ID_QUALIFIERS.includes(qualifier)) {
      throw segmentError(
        header,
        `element ISA${String(index + 1).padStart(2, '0')} '${qualifier}' is not an interchange ID qualifier (${INTERCHANGE_ID_QUALIFIERS.join(', ')})`,
      );
    }
  }
  for (const index of [5, 7]) {
    if (values[index].trim() === '')
      throw segmentError(header, `element ISA${String(index + 1).padStart(2, '0')} (interchange ID) is blank`);
  }
  if (!/^\d{6}$/.test(values[8]) || !isCalendarDate(`20${values[8]}`))
    throw segmentError(header, `element ISA09 '${values[8]}' is not a YYMMDD date`);
  if (!isTime(values[9], false)) throw segmentError(header, `element ISA10 '${values[9]}' is not an HHMM time`);
  if (!/^\d{9}$/.test(values[12])) throw segmentError(header, `element ISA13 '${values[12]}' is not a 9-digit control number`);
  if (!['0', '1'].includes(values[13]))
    throw segmentError(header, `element ISA14 '${values[13]}' is not 0 or 1 (acknowledgment requested)`);
  if (!['P', 'T', 'I'].includes(values[14])) throw segmentError(header, `element ISA15 '${values[14]}' is not P, T or I`);
  return { delimiters, header };
}

/** Separators are punctuation: a letter, digit or space could also be data. Line breaks may end segments. */
function isDelimiterCharacter(character: string): boolean {
  return character.length === 1 && !/[A-Za-z0-9 ]/.test(character) && (character.trim() !== '' || character === '\n' || character === '\r');
}

/**
 * Cuts the text after ISA into segments. Line breaks after a terminator are tolerated, since many
 * systems write one segment per line; a line break inside a segment means the text uses another
 * terminator than its ISA declares, and is refused.
 */
function splitSegments(body: string, delimiters: Delimiters): Segment[] {
  const lineBreakTerminator = delimiters.segment === '\n' || delimiters.segment === '\r';
  const pieces = lineBreakTerminator ? body.split(/\r\n|\r|\n/) : body.split(delimiters.segment);
  const last = pieces.pop() ?? '';
  const segments: Segment[] = [];
  const position = () => segments.length + 2;
  if (last.trim() !== '') {
    pieces.forEach((piece) => segments.push(parseSegment(piece, position(), delimiters, lineBreakTerminator)));
    // A line break inside the unterminated rest means the text ends its segments with another character.
    if (!lineBreakTerminator && /[\r\n]/.test(last.trim())) parseSegment(last, position(), delimiters, lineBreakTerminator);
    throw new X12Error(
      `Truncated interchange: segment ${position()} ('${preview(last.trim())}') has no segment terminator '${printable(delimiters.segment)}'`,
      undefined,
      position(),
    );
  }
  for (const piece of pieces) {
    if (lineBreakTerminator && piece.trim() === '') continue;
    segments.push(parseSegment(piece, position(), delimiters, lineBreakTerminator));
  }
  return segments;
}

function parseSegment(piece: string, position: number, delimiters: Delimiters, lineBreakTerminator: boolean): Segment {
  const text = lineBreakTerminator ? piece : piece.replace(/^[\r\n]+/, '');
  if (text === '') {
    throw new X12Error(
      `Segment ${position} is empty: two segment terminators '${printable(delimiters.segment)}' in a row`,
      undefined,
      position,
    );
  }
  const elements = text.split(delimiters.element);
  const id = elements[0];
  if (!/^[A-Z][A-Z0-9]{1,2}$/.test(id)) {
    throw new X12Error(
      `Segment ${position} ('${preview(text)}'): no segment identifier followed by the element separator '${delimiters.element}' that ISA declares`,
      undefined,
      position,
    );
  }
  const segment: Segment = { id, elements, position };
  if (!lineBreakTerminator && /[\r\n]/.test(text)) {
    throw segmentError(
      segment,
      `a line break inside the segment; segments must end with the terminator '${delimiters.segment}' that ISA declares`,
    );
  }
  return segment;
}

function readGroups(header: Segment, segments: readonly Segment[]): FunctionalGroup[] {
  const groups: FunctionalGroup[] = [];
  let index = 0;
  let previous = header;
  const take = (): Segment | undefined => {
    const segment = segments[index];
    if (segment) {
      index++;
      previous = segment;
    }
    return segment;
  };

  while (segments[index]?.id === 'GS') {
    const groupHeader = take() as Segment;
    checkGroupHeader(groupHeader);
    const groupControl = requiredElement(groupHeader, 6, 'group control number');
    const transactionSets: TransactionSet[] = [];
    while (segments[index]?.id === 'ST') {
      const setHeader = take() as Segment;
      const setControl = requiredElement(setHeader, 2, 'transaction set control number');
      if (!/^[A-Za-z0-9]{4,9}$/.test(setControl))
        throw segmentError(setHeader, `element ST02 '${setControl}' is not a transaction set control number (4 to 9 characters)`);
      const body: Segment[] = [];
      for (;;) {
        const segment = take();
        if (!segment) throw new X12Error(`Truncated interchange: no SE after segment ${previous.position} (${previous.id})`, 'SE');
        if (segment.id === 'SE') {
          checkCount(segment, 1, body.length + 2, `transaction set ${setControl} has ${body.length + 2} segments (ST to SE)`);
          checkControl(segment, 2, setControl, setHeader, 2, 'identical');
          break;
        }
        if (['ST', 'GE', 'GS', 'IEA', 'ISA'].includes(segment.id)) {
          throw new X12Error(
            `Missing segment SE: transaction set ${setControl} (ST at segment ${setHeader.position}) is still open at segment ${segment.position} (${segment.id})`,
            'SE',
            segment.position,
          );
        }
        body.push(segment);
      }
      transactionSets.push({ header: setHeader, segments: body });
    }
    const groupTrailer = take();
    if (!groupTrailer) throw new X12Error(`Truncated interchange: no GE after segment ${previous.position} (${previous.id})`, 'GE');
    if (groupTrailer.id !== 'GE') {
      if (groupTrailer.id === 'IEA' || groupTrailer.id === 'GS') {
        throw new X12Error(
          `Missing segment GE: functional group ${groupControl} (GS at segment ${groupHeader.position}) is still open at segment ${groupTrailer.position} (${groupTrailer.id})`,
          'GE',
          groupTrailer.position,
        );
      }
      throw segmentError(groupTrailer, `expected ST or GE in functional group ${groupControl}`);
    }
    if (transactionSets.length === 0) throw segmentError(groupTrailer, `functional group ${groupControl} holds no transaction set`);
    checkCount(
      groupTrailer,
      1,
      transactionSets.length,
      `functional group ${groupControl} holds ${count(transactionSets.length, 'transaction set')}`,
    );
    checkControl(groupTrailer, 2, groupControl, groupHeader, 6);
    groups.push({ header: groupHeader, transactionSets });
  }

  const trailer = take();
  if (!trailer) throw new X12Error(`Truncated interchange: no IEA after ${previous.id}`, 'IEA');
  if (trailer.id !== 'IEA') throw segmentError(trailer, groups.length === 0 ? 'expected GS after ISA' : 'expected GS or IEA');
  if (groups.length === 0) throw segmentError(trailer, 'the interchange holds no functional group');
  checkCount(trailer, 1, groups.length, `the interchange holds ${count(groups.length, 'functional group')}`);
  checkControl(trailer, 2, header.elements[13], header, 13, 'identical');
  const extra = take();
  if (extra) throw segmentError(extra, 'follows IEA; an interchange ends at IEA');
  return groups;
}

function checkCount(trailer: Segment, index: number, actual: number, actualText: string): void {
  const declared = requiredElement(trailer, index, 'count');
  if (!/^\d+$/.test(declared) || Number(declared) !== actual) {
    throw segmentError(trailer, `element ${elementName(trailer, index)} says ${declared}, but ${actualText}`);
  }
}

/**
 * A trailer's control number against its header's. GE02 and GS06 are numbers (N0), so 0012 is 12;
 * SE02 repeats ST02 and IEA02 repeats ISA13 character for character (an identifier, and a fixed
 * 9-digit field).
 */
function checkControl(
  trailer: Segment,
  index: number,
  expected: string,
  header: Segment,
  headerIndex: number,
  match: 'numeric' | 'identical' = 'numeric',
): void {
  const declared = requiredElement(trailer, index, 'control number');
  const numeric = match === 'numeric' && /^\d+$/.test(declared) && /^\d+$/.test(expected);
  if (numeric ? Number(declared) !== Number(expected) : declared !== expected) {
    throw segmentError(
      trailer,
      `element ${elementName(trailer, index)} '${declared}' does not match ${elementName(header, headerIndex)} '${expected}' at segment ${header.position}`,
    );
  }
}

/** GS: the group's application codes, date, time, control number, agency (X) and version. */
function checkGroupHeader(segment: Segment): void {
  for (const [index, what] of [
    [2, 'application sender code'],
    [3, 'application receiver code'],
  ] as const) {
    const code = requiredElement(segment, index, what);
    if (code.length < 2 || code.length > 15) throw segmentError(segment, `element GS0${index} '${code}' must be 2 to 15 characters`);
  }
  const date = requiredElement(segment, 4, 'date');
  if (!isCalendarDate(date)) throw segmentError(segment, `element GS04 '${date}' is not a CCYYMMDD date`);
  const time = requiredElement(segment, 5, 'time');
  if (!isTime(time, true)) throw segmentError(segment, `element GS05 '${time}' is not an HHMM[SS[DD]] time`);
  const control = requiredElement(segment, 6, 'group control number');
  if (!/^\d{1,9}$/.test(control)) throw segmentError(segment, `element GS06 '${control}' is not a group control number`);
  const agency = requiredElement(segment, 7, 'responsible agency code');
  if (agency !== 'X') throw segmentError(segment, `element GS07 '${agency}' is not X (Accredited Standards Committee X12)`);
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function preview(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}...` : text;
}

function printable(character: string): string {
  return character.replace('\n', '\\n').replace('\r', '\\r');
}

/** Who sends, who receives, and the numbers that tie the trailers to their headers. */
export interface EnvelopeHeader {
  readonly senderQualifier: string;
  readonly senderId: string;
  readonly receiverQualifier: string;
  readonly receiverId: string;
  /** ISA13 and GS06; the one transaction set is numbered 0001. */
  readonly controlNumber: number;
  /** P production or T test (ISA15). */
  readonly usage: 'P' | 'T';
  /** Written in UTC, so the same request always gives the same text. */
  readonly createdAt: Date;
}

export interface TransactionSetKind {
  /** GS01: HS for a 270 inquiry, HB for a 271 answer. */
  readonly functionalIdentifier: string;
  /** ST01: 270 or 271. */
  readonly transactionSetId: string;
}

export const IMPLEMENTATION_GUIDE = '005010X279A1';

/**
 * Wraps one transaction set's segments (without ST and SE) in ST/SE, GS/GE and ISA/IEA, with the
 * counts and control numbers filled in. lineBreaks puts each segment on its own line, for people
 * and fixtures; receivers tolerate it after the terminator.
 */
export function writeInterchange(
  envelope: EnvelopeHeader,
  kind: TransactionSetKind,
  body: readonly (readonly (string | undefined)[])[],
  options: { delimiters?: Delimiters; lineBreaks?: boolean } = {},
): string {
  const delimiters = options.delimiters ?? DEFAULT_DELIMITERS;
  const iso = envelope.createdAt.toISOString();
  const date = iso.slice(0, 10).replace(/-/g, '');
  const time = iso.slice(11, 16).replace(':', '');
  const control = String(envelope.controlNumber);
  if (!/^\d{1,9}$/.test(control)) throw new X12Error(`The control number ${control} must be a whole number of at most 9 digits`);
  const fixed = (value: string, width: number, what: string) => {
    if (value.length > width) throw new X12Error(`ISA: the ${what} '${value}' is longer than ${width} characters`, 'ISA', 1);
    return value.padEnd(width, ' ');
  };
  // The IDs are also GS02 and GS03 (2 to 15 characters); the qualifiers are ISA05 and ISA07's codes.
  for (const [id, what] of [
    [envelope.senderId, 'sender ID'],
    [envelope.receiverId, 'receiver ID'],
  ] as const) {
    if (id.trim().length < 2) throw new X12Error(`GS: the ${what} '${id}' is shorter than 2 characters`, 'GS', 2);
  }
  for (const [qualifier, what] of [
    [envelope.senderQualifier, 'sender qualifier (ISA05)'],
    [envelope.receiverQualifier, 'receiver qualifier (ISA07)'],
  ] as const) {
    if (!INTERCHANGE_ID_QUALIFIERS.includes(qualifier))
      throw new X12Error(`ISA: the ${what} '${qualifier}' is not an interchange ID qualifier`, 'ISA', 1);
  }
  const isa = [
    'ISA',
    '00',
    ' '.repeat(10),
    '00',
    ' '.repeat(10),
    fixed(envelope.senderQualifier, 2, 'sender qualifier'),
    fixed(envelope.senderId, 15, 'sender ID'),
    fixed(envelope.receiverQualifier, 2, 'receiver qualifier'),
    fixed(envelope.receiverId, 15, 'receiver ID'),
    date.slice(2),
    time,
    delimiters.repetition,
    '00501',
    control.padStart(9, '0'),
    '0',
    envelope.usage,
    delimiters.component,
  ];
  const setControl = '0001';
  const segments = [
    isa,
    ['GS', kind.functionalIdentifier, envelope.senderId, envelope.receiverId, date, time, control, 'X', IMPLEMENTATION_GUIDE],
    ['ST', kind.transactionSetId, setControl, IMPLEMENTATION_GUIDE],
    ...body,
    ['SE', String(body.length + 2), setControl],
    ['GE', '1', control],
    ['IEA', '1', control.padStart(9, '0')],
  ];
  const separator = options.lineBreaks ? '\n' : '';
  return segments.map((segment) => formatSegment(segment, delimiters)).join(separator) + separator;
}

/** The trimmed value of a fixed-width ISA element (sender and receiver IDs are padded with spaces). */
export function headerValue(header: Segment, index: number): string {
  return (element(header, index) ?? '').trim();
}

/**
 * The one transaction set of a real-time exchange: one functional group of the expected kind
 * holding one transaction set, both declaring 005010X279A1. A batch would need matching answers to
 * questions, which real-time eligibility does not do.
 */
export function readTransactionSet(interchange: Interchange, kind: TransactionSetKind): TransactionSet {
  const [group, extraGroup] = interchange.groups;
  if (extraGroup)
    throw segmentError(extraGroup.header, `a second functional group; a real-time ${kind.transactionSetId} interchange holds one`);
  const functionalIdentifier = requiredElement(group.header, 1, 'functional identifier code');
  if (functionalIdentifier !== kind.functionalIdentifier) {
    throw segmentError(
      group.header,
      `element GS01 '${functionalIdentifier}' is not ${kind.functionalIdentifier}; a ${kind.transactionSetId} travels in an ${kind.functionalIdentifier} group`,
    );
  }
  const groupVersion = requiredElement(group.header, 8, 'version');
  if (groupVersion !== IMPLEMENTATION_GUIDE)
    throw segmentError(group.header, `element GS08 '${groupVersion}' is not ${IMPLEMENTATION_GUIDE}`);
  const [set, extraSet] = group.transactionSets;
  if (extraSet) throw segmentError(extraSet.header, `a second transaction set; a real-time ${kind.transactionSetId} interchange holds one`);
  const setId = requiredElement(set.header, 1, 'transaction set identifier');
  if (setId !== kind.transactionSetId) throw segmentError(set.header, `element ST01 '${setId}' is not ${kind.transactionSetId}`);
  const setVersion = element(set.header, 3);
  if (setVersion !== IMPLEMENTATION_GUIDE)
    throw segmentError(set.header, `element ST03 '${setVersion ?? ''}' is not ${IMPLEMENTATION_GUIDE}`);
  return set;
}
