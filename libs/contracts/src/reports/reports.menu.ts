import type { MenuItem } from '../access/menu';
import { DataQualityPermission } from './data-quality.routes';

/** Data Quality Records and Recall Transactions, for holders of the Data Quality permission. */
export const REPORTS_MENU: readonly MenuItem[] = [
  { label: 'Data Quality', path: '/dataquality', icon: 'insights', permission: DataQualityPermission, group: 'MODULES' },
  {
    label: 'Recall Transactions',
    path: '/recall-transactions',
    icon: 'phone_callback',
    permission: DataQualityPermission,
    group: 'MODULES',
  },
];
