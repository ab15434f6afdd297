/**
 * The feed lists' pager. The files service counts matches only ten pages past the page shown (its
 * 50 ms budget, docs/files.md); when it stopped there (`capped` in the list's meta) the pager says
 * "more than" that many instead of claiming an exact total.
 */
import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { FEED_PAGE_SIZES } from '@dental/contracts';
import { feedPageRange } from './feedPageRange';

export function FeedPagination() {
  const { meta } = useListContext() as { meta?: { capped?: boolean } };
  // Pagination hands its other props to MUI's TablePagination, whose labelDisplayedRows then replaces
  // react-admin's range label; react-admin's PaginationProps type leaves that prop out.
  const label = {
    labelDisplayedRows: (range: { from: number; to: number; count: number }) => feedPageRange(range, meta?.capped === true),
  } as Partial<PaginationProps>;
  // Only the sizes the files service accepts (react-admin's default offers 5).
  return <Pagination rowsPerPageOptions={[...FEED_PAGE_SIZES]} {...label} />;
}
