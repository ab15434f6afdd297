import type { Feature } from '../features';
import { ColumnsConfiguration } from './ColumnsConfiguration';

const feature: Feature = { routes: [{ path: '/columns-configurations', element: <ColumnsConfiguration /> }] };
export default feature;
