import type { Feature } from '../features';
import callLog from '.';
import { lazyScreen } from '../shared/lazyScreen';
import { CALL_LOG_RESOURCE, callLogAdapter } from './callLogAdapter';

const CallDetailPage = lazyScreen(
  () => import('./CallDetailPage'),
  (m) => m.CallDetailPage,
);

/** Air Call and a call's detail need the airCall route permission (spec 03 §2). */
const feature: Feature = {
  resources: [{ name: CALL_LOG_RESOURCE, label: 'Air Call', screens: callLog, adapter: callLogAdapter, access: { permission: 'airCall' } }],
  routes: [{ path: '/air-call-detail/:callId', element: <CallDetailPage /> }],
};
export default feature;
