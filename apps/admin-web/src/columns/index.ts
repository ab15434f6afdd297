import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The columns-configurations resource's one screen: the list, whose switches save at once. */
const columns: ResourceScreens = {
  list: lazyScreen(
    () => import('./ColumnsList'),
    (m) => m.ColumnsList,
  ),
  recordRepresentation: 'name',
};
export default columns;
