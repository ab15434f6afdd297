import type { Feature } from '../features';
import { ColorList } from './ColorList';

/** /colors needs sign-in only (spec 03 §2). */
const feature: Feature = { routes: [{ path: '/colors', element: <ColorList /> }] };
export default feature;
