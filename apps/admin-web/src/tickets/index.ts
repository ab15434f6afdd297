export { RaiseTicketDialog, type RaiseTicketDialogProps } from './RaiseTicketDialog';
export { TransactionTickets } from './TransactionTickets';
