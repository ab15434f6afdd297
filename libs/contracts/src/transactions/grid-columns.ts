/** The columns of All Transactions and each user's choice of them (spec 01 §3 "User grid column", §6; spec 03 Columns Configuration). */
import { z } from 'zod';
import { idText } from '../shared/id-text';

/**
 * The All Transactions grid (module AT, spec 01 §9). Visible at first: the columns spec 01 §2 lists
 * for the table (eligibility status and audited included) plus Missing Fields of §6; Provider is
 * offered in the Columns Configuration.
 */
export const ALL_TRANSACTIONS_GRID_ID = '6955b9000000000000000a01';

export interface GridColumnDefinition {
  _id: string;
  key: string;
  name: string;
  description: string;
  /** Permission the column needs (spec 01 §6 column permissions); undefined: any user of the grid. */
  permission?: string;
  defaultVisible: boolean;
}

/** Column permissions named Missing Fields, Verification By and Provider (spec 01 §6, 03 §6). */
export const ColumnPermission = {
  missingFields: 'transaction.showMissingColumn',
  verificationBy: 'columns.verificationBy',
  provider: 'columns.provider',
} as const;

export const ALL_TRANSACTIONS_COLUMNS: readonly GridColumnDefinition[] = [
  {
    _id: '6955b9000000000000000b01',
    key: 'appointment',
    name: 'Appointment',
    description: 'Appointment date and time',
    defaultVisible: true,
  },
  {
    _id: '6955b9000000000000000b02',
    key: 'patient',
    name: 'Patient Name',
    description: 'Patient first and last name',
    defaultVisible: true,
  },
  { _id: '6955b9000000000000000b03', key: 'practice', name: 'Practice', description: 'Practice of the appointment', defaultVisible: true },
  { _id: '6955b9000000000000000b04', key: 'type', name: 'Type', description: 'Record type (FBD, ELG)', defaultVisible: true },
  { _id: '6955b9000000000000000b05', key: 'carrier', name: 'Carrier Name', description: 'Insurance company', defaultVisible: true },
  {
    _id: '6955b9000000000000000b06',
    key: 'missingFields',
    name: 'Missing Fields',
    description: 'Missing required fields of the verification form',
    permission: ColumnPermission.missingFields,
    defaultVisible: true,
  },
  {
    _id: '6955b9000000000000000b07',
    key: 'verificationBy',
    name: 'Verification By',
    description: 'Who or what verified the insurance',
    permission: ColumnPermission.verificationBy,
    defaultVisible: true,
  },
  {
    _id: '6955b9000000000000000b08',
    key: 'eligibility',
    name: 'Eligibility Status',
    description: 'Eligibility status from the carrier',
    defaultVisible: true,
  },
  {
    _id: '6955b9000000000000000b09',
    key: 'provider',
    name: 'Provider',
    description: 'Provider of the appointment',
    permission: ColumnPermission.provider,
    defaultVisible: false,
  },
  {
    _id: '6955b9000000000000000b0a',
    key: 'audited',
    name: 'Audited',
    description: 'Whether the record was verified',
    defaultVisible: true,
  },
];

export const gridColumnsSchema = z.object({ id: idText, clientId: idText.optional() }).strict();
export const userColumnsSchema = z.object({ clientId: idText.optional() }).strict();
export const addUserColumnSchema = z.object({ columnId: idText, clientId: idText.optional() }).strict();
export const removeUserColumnSchema = z.object({ id: idText, clientId: idText.optional() }).strict();

/** A column of a grid as `GET /api/appsetting/columns/grid/{id}` answers it (only those the user may see). */
export interface GridColumn {
  _id: string;
  key: string;
  name: string;
  description: string;
  columnGridId: string;
}
/** One of the user's chosen columns (spec 01 §3): `_id` is the choice, removed with DELETE .../column/{_id}. */
export interface UserGridColumn {
  _id: string;
  columnId: string;
  columnGridId: string;
  columnGridName: string;
  key: string;
}
