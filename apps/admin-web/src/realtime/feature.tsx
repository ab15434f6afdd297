import { RealtimePermission } from '@dental/contracts';
import type { Feature } from '../features';
import realtime from '.';
import { REALTIME_CARRIERS_RESOURCE, REALTIME_RESOURCE, realtimeAdapter, realtimeCarriersAdapter } from './realtimeAdapter';

/** Real Time Verification needs its route permission, realTime (spec 03 §2). */
const feature: Feature = {
  resources: [
    {
      name: REALTIME_RESOURCE,
      label: 'Real Time Verification',
      screens: realtime,
      adapter: realtimeAdapter,
      access: { permission: RealtimePermission },
    },
    { name: REALTIME_CARRIERS_RESOURCE, label: 'Carriers', adapter: realtimeCarriersAdapter, access: { permission: RealtimePermission } },
  ],
};
export default feature;
