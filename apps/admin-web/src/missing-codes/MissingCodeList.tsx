/**
 * Insurance Verification missing-code list (spec 01 §2; `/missingCode`, `/iv_missingcode` forwards
 * here): the selected practices' records with their missing fields, 10, 25 or 50 a page, a filter
 * popup (carrier, dates, status), the audit star, and an actions menu (Patient Info opens Resume
 * Details at `/missingCode/:id`, FBD opens the transaction's FBD tab).
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Alert, IconButton, Menu, MenuItem } from '@mui/material';
import { MISSING_CODE_PAGE_SIZES, Messages, carrierLabel, missingCodeActionsHidden, type MissingCodeRow } from '@dental/contracts';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  DateInput,
  List,
  Pagination,
  TextInput,
  TopToolbar,
  useCreatePath,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useHasPermission } from '../access/useHasPermission';
import type { ScreenRecord } from '../features';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { usePageTitle } from '../layout/usePageTitle';
import { readAppSettings } from '../practices/appSettings';
import { FilterPopover } from '../shared/FilterPopover';
import { useDialogRoute } from '../shared/RecordDialog';
import { displayDay } from '../transactions/days';
import { EligibilityStatusLabel } from '../transactions/EligibilityStatusLabel';
import { VerificationByLabel } from '../transactions/VerificationByLabel';
import { MISSING_CODE_RESOURCE } from './missingCodeAdapter';
import { MissingFieldsPie } from './MissingFieldsPie';
import { ResumeDetailsEdit } from './ResumeDetailsEdit';

const TITLE = 'Insurance Verification | Missing Codes';

type MissingCodeRecord = ScreenRecord<MissingCodeRow>;

const MissingCodeActions = () => (
  <TopToolbar sx={{ justifyContent: 'flex-start' }}>
    <FilterPopover>
      <TextInput source="carrier" label="Carrier" helperText={false} />
      <DateInput source="startDate" label="Start date" helperText={false} />
      <DateInput source="endDate" label="End date" helperText={false} />
      <TextInput source="statusPatient" label="Status" helperText={false} />
    </FilterPopover>
  </TopToolbar>
);

/** The audit star: with missingCode.audit_transaction a button that asks first, then sets it once the server agrees. */
const AuditStar = () => {
  const record = useRecordContext<MissingCodeRecord>();
  const canAudit = useHasPermission('missingCode.audit_transaction');
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate<MissingCodeRecord>();
  if (!record) return null;
  const star = record.audited ? <StarIcon color="warning" aria-label="Audited" /> : <StarBorderIcon aria-label="Not audited" />;
  if (!canAudit) return record.audited ? star : null;
  const verified = !record.audited;
  const wording = verified ? 'verified' : 'not verified';
  return (
    <>
      <IconButton
        size="small"
        onClick={() => setAsking(true)}
        disabled={isPending}
        data-testid="missing-star"
        aria-label={`${record.audited ? 'Audited' : 'Not audited'}: ${record.PatientName}`}
        aria-pressed={record.audited}
      >
        {record.audited ? <StarIcon color="warning" /> : <StarBorderIcon />}
      </IconButton>
      <Confirm
        isOpen={asking}
        title="Audit"
        content={`Dear user, are you sure you want to set this record as ${wording}`}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          update(
            MISSING_CODE_RESOURCE,
            { id: record.id, data: { audited: verified }, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => notify(`The transaction was set as ${wording}`, { type: 'success' }),
              onError: (e) => notify(e instanceof Error && e.message ? e.message : Messages.tryAgain, { type: 'error' }),
            },
          );
        }}
      />
    </>
  );
};

/** Patient Info (Resume Details at the record's address) and, with missingCode.edit_missingcode, FBD. */
const RowMenu = () => {
  const record = useRecordContext<MissingCodeRecord>();
  const canEdit = useHasPermission('missingCode.edit_missingcode');
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record || missingCodeActionsHidden(record)) return null;
  return (
    <>
      <IconButton
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="missing-actions"
        aria-label={`Actions for ${record.PatientName}`}
        aria-haspopup="menu"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => navigate(createPath({ resource: MISSING_CODE_RESOURCE, type: 'edit', id: record.id }))}>
          Patient Info
        </MenuItem>
        {canEdit && (
          <MenuItem
            onClick={() =>
              navigate('/transaction-detail', {
                state: { id: record.id, practice: record.practiceId, practiceName: record.PracticeName, tab: 'fbd' },
              })
            }
          >
            FBD
          </MenuItem>
        )}
      </Menu>
    </>
  );
};

export const MissingCodeList = () => {
  usePageTitle(TITLE);
  const [connected] = useState(() => readAppSettings().selectedPractices.length > 0);
  const { editing } = useDialogRoute(MISSING_CODE_RESOURCE);
  return (
    <>
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Insurance Verification' }, { label: 'Missing Codes' }]} />
      {!connected ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Please select a connection
        </Alert>
      ) : (
        <List
          title={TITLE}
          perPage={MISSING_CODE_PAGE_SIZES[0]}
          pagination={<Pagination rowsPerPageOptions={[...MISSING_CODE_PAGE_SIZES]} />}
          actions={<MissingCodeActions />}
          exporter={false}
          empty={false}
          storeKey={false}
          disableSyncWithLocation
        >
          <DataTable<MissingCodeRecord>
            bulkActionButtons={false}
            rowClick={false}
            aria-label="Missing codes"
            data-testid="missing-code-table"
            empty={<Alert severity="info">No data found</Alert>}
          >
            <DataTable.Col source="appointment_date" label="Appointment" disableSort render={(r) => displayDay(r.appointment_date)} />
            <DataTable.Col source="PatientName" label="Patient Name" disableSort />
            <DataTable.Col source="PracticeName" label="Practice Name" disableSort />
            <DataTable.Col source="CarrierName" label="Carrier" disableSort render={(r) => carrierLabel(r.CarrierName)} />
            <DataTable.Col
              source="missingRequiredInputQty"
              label="Missing Fields"
              disableSort
              render={(r) => <MissingFieldsPie type={r.type} missing={r.missingRequiredInputQty} total={r.totalRequiredFields} />}
            />
            <DataTable.Col
              source="iv_process_result"
              label="Verification By"
              disableSort
              render={(r) => <VerificationByLabel value={r.iv_process_result} />}
            />
            <DataTable.Col
              source="iv_status"
              label="Eligibility Status"
              disableSort
              render={(r) => <EligibilityStatusLabel value={r.iv_status} />}
            />
            <DataTable.Col source="audited" label="Audited" disableSort>
              <AuditStar />
            </DataTable.Col>
            <DataTable.Col label="Actions" align="right">
              <RowMenu />
            </DataTable.Col>
          </DataTable>
        </List>
      )}
      {connected && editing && <ResumeDetailsEdit id={editing} />}
    </>
  );
};
