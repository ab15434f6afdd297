import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const MissingCodeList = lazyScreen(
  () => import('./MissingCodeList'),
  (m) => m.MissingCodeList,
);

const feature: Feature = {
  routes: [
    { path: '/iv_missingcode', element: <MissingCodeList /> },
    { path: '/missingCode', element: <MissingCodeList /> },
  ],
};
export default feature;
