import type { CatalogueBookmark } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The bookmark catalogue (`/bookmarks`); its forms are modals the list opens from their address. */
const bookmarks: ResourceScreens = {
  list: lazyScreen(
    () => import('./BookmarkList'),
    (m) => m.BookmarkList,
  ),
  hasCreate: true,
  hasEdit: true,
  recordRepresentation: (bookmark: Pick<CatalogueBookmark, 'bookmark'>) => bookmark.bookmark,
};
export default bookmarks;
