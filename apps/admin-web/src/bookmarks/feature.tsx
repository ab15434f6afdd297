import type { Feature } from '../features';
import bookmarks from '.';
import { bookmarkFormsAdapter, bookmarksAdapter } from './bookmarksAdapter';

const feature: Feature = {
  resources: [
    { name: 'bookmarks', label: 'Bookmarks', screens: bookmarks, adapter: bookmarksAdapter, access: { permission: 'template' } },
    { name: 'bookmark-forms', label: 'Bookmark forms', adapter: bookmarkFormsAdapter, access: { permission: 'template' } },
  ],
};
export default feature;
