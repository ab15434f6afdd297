import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const ConverterPage = lazyScreen(
  () => import('./ConverterPage'),
  (m) => m.ConverterPage,
);

/** /converter is under Tools and needs sign-in only (spec 03 §2). */
const feature: Feature = { routes: [{ path: '/converter', element: <ConverterPage /> }] };
export default feature;
