import type { Feature } from '../features';
import { aircallSms, ringCentralSms } from '.';
import { SMS_ADAPTERS, SMS_RESOURCES } from './smsLogsAdapter';

/** Ring Central's log needs ringCentral; Air Call's SMS log shares Air Call's permission (the spec names none of its own). */
const feature: Feature = {
  resources: [
    {
      name: SMS_RESOURCES.ringcentral.name,
      label: SMS_RESOURCES.ringcentral.title,
      screens: ringCentralSms,
      adapter: SMS_ADAPTERS.ringcentral,
      access: { permission: 'ringCentral' },
    },
    {
      name: SMS_RESOURCES.aircall.name,
      label: SMS_RESOURCES.aircall.title,
      screens: aircallSms,
      adapter: SMS_ADAPTERS.aircall,
      access: { permission: 'airCall' },
    },
  ],
};
export default feature;
