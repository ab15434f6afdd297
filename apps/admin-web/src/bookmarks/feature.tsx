import type { Feature } from '../features';
import { RequireRoutePermission } from '../templates/RequireRoutePermission';
import { BookmarkList } from './BookmarkList';

const feature: Feature = {
  routes: [
    {
      path: '/bookmarks',
      element: (
        <RequireRoutePermission permission="template">
          <BookmarkList />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
