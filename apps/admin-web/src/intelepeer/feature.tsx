import type { Feature } from '../features';
import intelepeer from '.';
import { INTELEPEER_RESOURCE, intelepeerAdapter } from './intelepeerAdapter';

/** Intelepeer needs its route permission (spec 03 §2). */
const feature: Feature = {
  resources: [
    {
      name: INTELEPEER_RESOURCE,
      label: 'Intelepeer',
      screens: intelepeer,
      adapter: intelepeerAdapter,
      access: { permission: 'intelepeer' },
    },
  ],
};
export default feature;
