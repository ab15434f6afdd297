import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { CONVERSIONS_RESOURCE, converterAdapter } from './converterCalls';

const ConverterPage = lazyScreen(
  () => import('./ConverterPage'),
  (m) => m.ConverterPage,
);

/** /converter is under Tools and needs sign-in only (spec 03 §2); its calls are data provider methods. */
const feature: Feature = {
  resources: [{ name: CONVERSIONS_RESOURCE, label: 'File converter', adapter: converterAdapter, access: { permission: null } }],
  routes: [{ path: '/converter', element: <ConverterPage /> }],
};
export default feature;
