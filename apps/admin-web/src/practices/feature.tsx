import type { Feature } from '../features';
import practices from '.';
import { practicesAdapter } from './practicesAdapter';

const feature: Feature = {
  resources: [
    { name: 'client-practice', label: 'Practices', screens: practices, adapter: practicesAdapter, access: { permission: 'clients' } },
  ],
};
export default feature;
