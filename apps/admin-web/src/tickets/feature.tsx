import type { Feature } from '../features';
import { TicketIssuePage } from './TicketIssuePage';

const feature: Feature = {
  routes: [{ path: '/transaction-detail-issue', element: <TicketIssuePage /> }],
};
export default feature;
