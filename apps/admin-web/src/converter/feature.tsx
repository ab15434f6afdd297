import type { Feature } from '../features';
import { ConverterPage } from './ConverterPage';

/** /converter is under Tools and needs sign-in only (spec 03 §2). */
const feature: Feature = { routes: [{ path: '/converter', element: <ConverterPage /> }] };
export default feature;
