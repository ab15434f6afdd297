/** What the All Transactions screen loads besides the rows: the user's sort, columns and the client's flag colours. */
import {
  DEFAULT_PRIORITY,
  DEFAULT_SORT,
  Routes,
  type FlagColor,
  type TransactionPreferences,
  type UserPermissions,
} from '@dental/contracts';
import { useEffect, useState } from 'react';
import { usePermissions } from 'react-admin';
import { callApi } from '../api/httpClient';
import { DEFAULT_COLUMN_KEYS } from './TransactionTable';

export function useListSettings(clientId: string | undefined) {
  const { permissions } = usePermissions<UserPermissions | undefined>();
  const [preferences, setPreferences] = useState<TransactionPreferences>({ transaction: DEFAULT_SORT, priority: DEFAULT_PRIORITY });
  const [columns, setColumns] = useState<string[]>(DEFAULT_COLUMN_KEYS);
  const [colors, setColors] = useState<FlagColor[]>([]);
  useEffect(() => {
    callApi(Routes.getTransactionPreferences).then(setPreferences, () => undefined);
    callApi(Routes.userColumns).then(
      (c) => setColumns(c.map((x) => x.key)),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (clientId) callApi(Routes.listColors, { params: { id: clientId } }).then(setColors, () => setColors([]));
  }, [clientId]);
  return { preferences, setPreferences, columns, colors, permissions: permissions?.permissions ?? [] };
}
