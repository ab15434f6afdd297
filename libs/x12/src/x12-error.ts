/**
 * Why a piece of X12 was refused. The message names the segment (its position in the interchange,
 * counting ISA as 1, which is its line number when a file holds one segment per line) and, where
 * one element is at fault, that element, so a reviewer or the clearinghouse can find it without a
 * debugger.
 */
export class X12Error extends Error {
  override readonly name = 'X12Error';

  constructor(
    message: string,
    /** The identifier of the segment at fault (EB, SE, ISA...), when one is. */
    readonly segmentId?: string,
    /** Its position in the interchange, ISA being 1. */
    readonly segmentPosition?: number,
  ) {
    super(message);
  }
}
