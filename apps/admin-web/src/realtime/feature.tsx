import { RealtimePermission } from '@dental/contracts';
import type { Feature } from '../features';
import realtime from '.';
import { REALTIME_CARRIERS_RESOURCE, REALTIME_RESOURCE, realtimeAdapter, realtimeCarriersAdapter } from './realtimeAdapter';
import { REALTIME_FORMS_RESOURCE, realtimeFormsAdapter } from './realtimeCalls';

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
    // The carrier form and the response document: data provider methods, no records.
    { name: REALTIME_FORMS_RESOURCE, label: 'Carrier forms', adapter: realtimeFormsAdapter, access: { permission: RealtimePermission } },
  ],
};
export default feature;
