import type { Feature } from '../features';
import callCenter from '.';
import { CALL_CENTER_CARRIERS_RESOURCE, CALL_CENTER_RESOURCE, callCenterAdapter, callCenterCarriersAdapter } from './callCenterAdapter';

/** Call Center needs its route permission (spec 03 §2); saving and auditing are checked again by the API. */
const feature: Feature = {
  resources: [
    {
      name: CALL_CENTER_RESOURCE,
      label: 'Call Center',
      screens: callCenter,
      adapter: callCenterAdapter,
      access: { permission: 'callCenter' },
    },
    // Read through hooks by the dialog's header: the carrier select and the dial button.
    { name: CALL_CENTER_CARRIERS_RESOURCE, label: 'Carriers', adapter: callCenterCarriersAdapter, access: { permission: 'callCenter' } },
  ],
};
export default feature;
