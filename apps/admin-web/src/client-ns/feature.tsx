import type { Feature } from '../features';
import clientNs from '.';
import { clientNsAdapter } from './clientNsAdapter';

const feature: Feature = {
  resources: [{ name: 'client-ns', label: 'NS Keys', screens: clientNs, adapter: clientNsAdapter, access: { permission: 'clientsNS' } }],
};
export default feature;
