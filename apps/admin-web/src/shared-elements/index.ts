import type { TemplateSummary } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The shared-elements resource's screens: the templates, and one template's bookmarks to share. */
const sharedElements: ResourceScreens = {
  list: lazyScreen(
    () => import('./SharedElementsList'),
    (m) => m.SharedElementsList,
  ),
  edit: lazyScreen(
    () => import('./SharedElementsEdit'),
    (m) => m.SharedElementsEdit,
  ),
  recordRepresentation: (template: Pick<TemplateSummary, 'name'>) => template.name,
};
export default sharedElements;
