import type { FlagColor } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** A client's flag colours (`/colors`); their forms are modals the list opens from their address. */
const colors: ResourceScreens = {
  list: lazyScreen(
    () => import('./ColorList'),
    (m) => m.ColorList,
  ),
  hasCreate: true,
  hasEdit: true,
  recordRepresentation: (color: Pick<FlagColor, 'name'>) => color.name,
};
export default colors;
