import type { Feature } from '../features';
import clients from '.';
import { clientsAdapter } from './clientsAdapter';
import { citiesAdapter, statesAdapter } from './locationsAdapter';

const feature: Feature = {
  resources: [
    { name: 'clients', label: 'Clients', screens: clients, adapter: clientsAdapter, access: { permission: 'clients' } },
    { name: 'states', label: 'States', adapter: statesAdapter, access: { permission: null } },
    { name: 'cities', label: 'Cities', adapter: citiesAdapter, access: { permission: null } },
  ],
};
export default feature;
