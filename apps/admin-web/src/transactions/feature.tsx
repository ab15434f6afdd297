import { Resource } from 'react-admin';
import type { Feature } from '../features';
import transactions from '.';

const feature: Feature = {
  resources: [<Resource key="transactions" name="transactions" recordRepresentation={transactions.recordRepresentation} />],
  routes: [{ path: '/allTransaction', element: <transactions.list /> }],
};
export default feature;
