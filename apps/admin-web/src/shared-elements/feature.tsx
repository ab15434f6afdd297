import type { Feature } from '../features';
import { RequireRoutePermission } from '../templates/RequireRoutePermission';
import { ShareBookmarks } from './ShareBookmarks';
import { SharedElementsList } from './SharedElementsList';

const feature: Feature = {
  routes: [
    {
      path: '/shared-elements',
      element: (
        <RequireRoutePermission permission="sharedElements">
          <SharedElementsList />
        </RequireRoutePermission>
      ),
    },
    {
      path: '/share-bookmarks/:id',
      element: (
        <RequireRoutePermission permission="sharedElements">
          <ShareBookmarks />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
