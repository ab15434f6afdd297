import type { Feature } from '../features';
import { MissingCodeList } from './MissingCodeList';

const feature: Feature = {
  routes: [
    { path: '/iv_missingcode', element: <MissingCodeList /> },
    { path: '/missingCode', element: <MissingCodeList /> },
  ],
};
export default feature;
