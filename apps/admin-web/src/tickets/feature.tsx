import { Permission } from '@dental/contracts';
import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { RedirectFromState } from '../shared/RedirectFromState';
import { ticketsAdapter } from './ticketsAdapter';

/**
 * Tickets are raised and read by whoever may list the transactions they are about. A ticket's page
 * is `/tickets/:id`; the spec's /transaction-detail-issue took the ticket in navigation state.
 */
const feature: Feature = {
  resources: [
    {
      name: 'tickets',
      label: 'Ticket',
      screens: {
        edit: lazyScreen(
          () => import('./TicketPage'),
          (m) => m.TicketPage,
        ),
        recordRepresentation: 'title',
      },
      adapter: ticketsAdapter,
      access: { permission: Permission.ListTransactions },
    },
  ],
  routes: [
    {
      path: '/transaction-detail-issue',
      element: <RedirectFromState<{ id: string }> to={({ id }) => (id ? `/tickets/${id}` : '/allTransaction')} />,
    },
  ],
};
export default feature;
