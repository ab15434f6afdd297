/**
 * What the All Transactions screen loads besides the rows, through the data provider: the user's
 * sort and priority, the user's columns and the client's flag colours (transactionsAdapter.ts).
 * Until they arrive, or if they cannot be read, the defaults stand and the flag menu has no colours.
 */
import { DEFAULT_PRIORITY, DEFAULT_SORT, type FlagColor, type TransactionPreferences, type UserPermissions } from '@dental/contracts';
import { useGetList, useGetOne, usePermissions } from 'react-admin';
import { DEFAULT_COLUMN_KEYS } from './TransactionTable';
import { MY_PREFERENCES, TRANSACTION_RESOURCES } from './transactionsAdapter';

const DEFAULT_PREFERENCES: TransactionPreferences = { transaction: DEFAULT_SORT, priority: DEFAULT_PRIORITY };
const WHOLE = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

export function useListSettings(clientId: string | undefined) {
  const { permissions } = usePermissions<UserPermissions | undefined>();
  const { data: preferences } = useGetOne<TransactionPreferences & { id: string }>(TRANSACTION_RESOURCES.preferences, {
    id: MY_PREFERENCES,
  });
  const { data: columns } = useGetList<{ id: string; key: string }>(TRANSACTION_RESOURCES.columns, WHOLE);
  const { data: colors } = useGetList<FlagColor & { id: string }>(
    TRANSACTION_RESOURCES.flagColors,
    { ...WHOLE, filter: { clientId } },
    { enabled: !!clientId },
  );
  return {
    preferences: preferences ?? DEFAULT_PREFERENCES,
    columns: columns?.map((c) => c.key) ?? DEFAULT_COLUMN_KEYS,
    colors: clientId ? (colors?.map(({ id, ...color }) => ({ ...color, _id: String(id) })) ?? []) : [],
    permissions: permissions?.permissions ?? [],
  };
}
