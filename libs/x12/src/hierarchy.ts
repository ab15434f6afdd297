import type { TransactionSet } from './envelope';
import { type Segment, calendarDateElement, element, requiredElement, segmentError } from './segments';
import { X12Error } from './x12-error';

/**
 * The HL hierarchy of 270 and 271: information source (20), under it the information receiver
 * (21), under that the subscriber (22) and under the subscriber the dependent (23). Each level owns
 * the segments up to the next HL. The parent links are checked, since a subscriber hung under the
 * wrong receiver would attach benefits to the wrong practice's question.
 */
export interface HierarchicalLevel {
  readonly header: Segment;
  readonly levelCode: LevelCode;
  /** The segments after HL up to the next HL or the end of the transaction set. */
  readonly segments: readonly Segment[];
}

export type LevelCode = '20' | '21' | '22' | '23';

export const LEVEL_LOOPS: Readonly<Record<LevelCode, { loop: string; what: string }>> = {
  '20': { loop: '2000A', what: 'information source' },
  '21': { loop: '2000B', what: 'information receiver' },
  '22': { loop: '2000C', what: 'subscriber' },
  '23': { loop: '2000D', what: 'dependent' },
};

const PARENT_LEVEL: Readonly<Record<LevelCode, LevelCode | undefined>> = { '20': undefined, '21': '20', '22': '21', '23': '22' };

function isLevelCode(value: string): value is LevelCode {
  return value in PARENT_LEVEL;
}

/** Splits the segments after BHT into HL levels, each checked against its parent. */
export function readHierarchy(segments: readonly Segment[], after: Segment): HierarchicalLevel[] {
  const first = segments[0];
  if (!first) throw segmentError(after, `is the last segment before SE; the hierarchy (HL) is missing`);
  if (first.id !== 'HL') throw segmentError(first, `expected HL after ${after.id}; the hierarchy begins there`);
  const levels: { header: Segment; levelCode: LevelCode; segments: Segment[] }[] = [];
  const levelById = new Map<string, LevelCode>();
  const childCodeById = new Map<string, string>();
  const parents = new Set<string>();
  for (const segment of segments) {
    if (segment.id !== 'HL') {
      levels[levels.length - 1].segments.push(segment);
      continue;
    }
    const id = requiredElement(segment, 1, 'hierarchical ID number');
    if (!/^\d+$/.test(id)) throw segmentError(segment, `element HL01 '${id}' is not a number`);
    if (levelById.has(id)) throw segmentError(segment, `element HL01 '${id}' is used by an earlier HL`);
    // HL01 begins at 1 and grows by 1 with each HL of the transaction set.
    if (id !== String(levels.length + 1))
      throw segmentError(
        segment,
        `element HL01 '${id}' should be ${levels.length + 1}: the HLs of a transaction set are numbered 1, 2, 3... in order`,
      );
    const levelCode = requiredElement(segment, 3, 'hierarchical level code');
    if (!isLevelCode(levelCode)) throw segmentError(segment, `element HL03 '${levelCode}' is not 20, 21, 22 or 23`);
    const parentId = element(segment, 2);
    const parentLevel = PARENT_LEVEL[levelCode];
    if (parentLevel === undefined) {
      if (parentId !== undefined)
        throw segmentError(segment, `element HL02 '${parentId}': the information source (level 20) has no parent`);
    } else {
      if (parentId === undefined)
        throw segmentError(segment, `element HL02 (parent ID) is missing; level ${levelCode} sits under level ${parentLevel}`);
      const actual = levelById.get(parentId);
      if (actual === undefined) throw segmentError(segment, `element HL02 '${parentId}' names no earlier HL`);
      if (childCodeById.get(parentId) === '0')
        throw segmentError(segment, `element HL02 '${parentId}' names an HL whose HL04 says it has no subordinate level`);
      if (actual !== parentLevel) {
        throw segmentError(
          segment,
          `element HL02 '${parentId}' is a level ${actual} HL; level ${levelCode} sits under level ${parentLevel}`,
        );
      }
    }
    const childCode = requiredElement(segment, 4, 'hierarchical child code');
    if (childCode !== '0' && childCode !== '1') throw segmentError(segment, `element HL04 '${childCode}' is not 0 or 1`);
    if (levelCode === '23' && childCode !== '0')
      throw segmentError(segment, `element HL04 '${childCode}': the dependent (level 23) is the lowest level, so HL04 is 0`);
    if (parentId !== undefined) parents.add(parentId);
    levelById.set(id, levelCode);
    childCodeById.set(id, childCode);
    levels.push({ header: segment, levelCode, segments: [] });
  }
  // HL04 1 promises a subordinate HL; none following means the hierarchy was cut short.
  const childless = levels.find((level) => level.header.elements[4] === '1' && !parents.has(level.header.elements[1]));
  if (childless)
    throw segmentError(
      childless.header,
      `element HL04 '1' says a subordinate level follows, but no HL names HL ${childless.header.elements[1]} as its parent`,
    );
  return levels;
}

export interface Beginning {
  readonly segment: Segment;
  /** BHT02: 13 request or 01 cancellation in a 270; 11 response or 06 confirmation in a 271. */
  readonly purposeCode: string;
  /** BHT03: the submitter's reference, which a 271 echoes from its 270. */
  readonly reference?: string;
  /** BHT04, CCYYMMDD. */
  readonly date: string;
  /** BHT05, HHMM[SS[DD]]. */
  readonly time?: string;
}

/** BHT, which opens every 270 and 271 and says whether it asks or answers. */
export function readBeginning(set: TransactionSet, purposeCodes: readonly string[]): Beginning {
  const segment = set.segments[0];
  if (!segment) throw new X12Error(`Missing segment BHT: transaction set ${set.header.elements[2]} is empty`, 'BHT', set.header.position);
  if (segment.id !== 'BHT') throw segmentError(segment, 'expected BHT after ST');
  const structure = requiredElement(segment, 1, 'hierarchical structure code');
  if (structure !== '0022')
    throw segmentError(segment, `element BHT01 '${structure}' is not 0022 (information source, receiver, subscriber, dependent)`);
  const purposeCode = requiredElement(segment, 2, 'transaction set purpose code');
  if (!purposeCodes.includes(purposeCode))
    throw segmentError(segment, `element BHT02 '${purposeCode}' is not ${purposeCodes.join(' or ')}`);
  const time = element(segment, 5);
  if (time !== undefined && !/^([01]\d|2[0-3])[0-5]\d(\d{2}(\d{1,2})?)?$/.test(time))
    throw segmentError(segment, `element BHT05 '${time}' is not a time`);
  return { segment, purposeCode, reference: element(segment, 3), date: calendarDateElement(segment, 4, 'date'), time };
}
