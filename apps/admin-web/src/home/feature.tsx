import type { Feature } from '../features';
import { HomePage } from './HomePage';

const feature: Feature = {
  routes: [
    { path: '/home', element: <HomePage /> },
    { path: '/main', element: <HomePage /> },
  ],
};
export default feature;
