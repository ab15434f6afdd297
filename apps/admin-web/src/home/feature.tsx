import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const HomePage = lazyScreen(
  () => import('./HomePage'),
  (m) => m.HomePage,
);

const feature: Feature = {
  routes: [
    { path: '/home', element: <HomePage /> },
    { path: '/main', element: <HomePage /> },
  ],
};
export default feature;
