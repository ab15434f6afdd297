/**
 * /transaction-detail/{id} (spec 01 §2; docs/transaction-detail.md): the transaction is read through
 * the data provider (`transaction-details` getOne) by the id in the address, for the practice in
 * `?practice=` when given, so a reload or a bookmark opens the same record. The spec's
 * /transaction-detail, reached with router state {id, practice, practiceName, overridePermissions}
 * (or the missing-code variant's {transId, showSpreadsheet}), redirects to that address keeping the
 * state; without an id it goes back to /allTransaction, and the missing-code variant needs
 * edit_missingcode. Shows the header actions, the left summary card (except on the FBD and
 * Subscriber policy tabs), the tabs, linked transactions and tickets.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { DetailMessages, carrierLabel, dayToUsDate, type SpreadsheetRecord, type TransactionDetail } from '@dental/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { loadUserAccess } from '../access/userAccess';
import type { ScreenRecord } from '../features';
import { usePageTitle } from '../layout/usePageTitle';
import { FilesTab } from '../files/FilesTab';
import { RaiseTicketDialog, TransactionTickets } from '../tickets';
import { AuditButton } from './AuditButton';
import { DocumentButtons } from './DocumentButtons';
import { FbdTab } from './FbdTab';
import { LinkedTransactions } from './LinkedTransactions';
import { NotesTab } from './NotesTab';
import { PatientInfoTab } from './PatientInfoTab';
import { SubscriberPolicyTab } from './SubscriberPolicyTab';
import { transactionDetailPath } from './detailPath';
import { SPREADSHEETS_RESOURCE, TRANSACTION_COMMENTS_RESOURCE, TRANSACTION_DETAILS_RESOURCE } from './transactionDetailAdapters';
import { TAB_LABELS, detailPermissions, showsSummary, visibleTabs, type DetailPermissions, type DetailTab } from './detailRules';

export interface DetailState {
  id?: string;
  transId?: string;
  practice?: string;
  practiceName?: string;
  overridePermissions?: boolean;
  showSpreadsheet?: boolean;
  tab?: DetailTab;
}

const SummaryCard = ({ detail, can, onComment }: { detail: TransactionDetail; can: DetailPermissions; onComment: (c: string) => void }) => {
  const notify = useNotify();
  const [comment, setComment] = useState(detail.comment);
  const [update] = useUpdate<{ id: string; practiceId: string; comment: string }>();
  const saveComment = () =>
    update(
      TRANSACTION_COMMENTS_RESOURCE,
      {
        id: detail._id,
        data: { practiceId: detail.practiceId, comment },
        previousData: { id: detail._id, practiceId: detail.practiceId, comment: detail.comment },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          onComment(saved.comment);
          notify(DetailMessages.commentSaved, { type: 'success' });
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  const rows: [string, string][] = [
    ['Patient', detail.PatientName],
    ['Practice', detail.PracticeName],
    ['Carrier', carrierLabel(detail.CarrierName)],
    ['Appointment', dayToUsDate(detail.appointment_date)],
    ['Type', detail.type],
    ['Eligibility status', detail.iv_status || '-'],
    ['Verification By', detail.iv_process_result || '-'],
    ['Provider', detail.provider || '-'],
    ['Missing fields', detail.type === 'ELG' ? '0' : `${detail.missingRequiredInputQty}/${detail.totalRequiredFields}`],
  ];
  return (
    <Card sx={{ minWidth: 260, maxWidth: 320 }} data-testid="summary-card">
      <CardContent>
        <Stack spacing={1}>
          {rows.map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography data-testid={`summary-${label}`}>{value}</Typography>
            </Box>
          ))}
          <TextField
            size="small"
            label="Comment"
            value={comment}
            disabled={!can.comment || detail.audited}
            onChange={(e) => setComment(e.target.value)}
            multiline
          />
          {can.comment && !detail.audited && comment !== detail.comment && (
            <Button size="small" onClick={() => void saveComment()}>
              Save comment
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

const SpreadsheetDialog = ({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) => {
  const { data, error } = useGetOne<SpreadsheetRecord & { id: string }>(SPREADSHEETS_RESOURCE, { id }, { enabled: open, retry: false });
  // The record's fields as the spreadsheet holds them; the id is the transaction's, not one of them.
  const { id: _transactionId, ...sheet } = data && !error ? data : { id };
  const shown = data && !error;
  return (
    <Dialog open={open} onClose={onClose} data-testid="spreadsheet-dialog">
      <DialogTitle>Spreadsheet details</DialogTitle>
      <DialogContent>
        {shown ? (
          Object.entries(sheet).map(([k, v]) => (
            <Typography key={k}>
              {k}: {k.endsWith('DOB') ? dayToUsDate(v) : v || '-'}
            </Typography>
          ))
        ) : (
          <Typography>{DetailMessages.noData}</Typography>
        )}
      </DialogContent>
    </Dialog>
  );
};

/** The spec's address with router state becomes the record's own address; the id in the path is the record shown. */
export const TransactionDetailPage = () => {
  const { id } = useParams();
  const state = (useLocation().state ?? {}) as DetailState;
  const [search] = useSearchParams();
  if (!id) {
    const stateId = state.id ?? state.transId;
    if (!stateId) return <Navigate to="/allTransaction" replace />;
    return <Navigate to={transactionDetailPath(stateId, state.practice)} replace state={state} />;
  }
  return <TransactionDetailView key={id} id={id} practice={search.get('practice') ?? state.practice} state={state} />;
};

const TransactionDetailView = ({ id, practice, state }: { id: string; practice: string | undefined; state: DetailState }) => {
  usePageTitle('Transaction detail');
  const notify = useNotify();
  const missingCodeVariant = !state.id && !!state.transId;
  const [granted, setGranted] = useState<string[] | null>(null);
  const [tab, setTab] = useState<DetailTab>(state.tab ?? 'patientInfo');
  const [ticketOpen, setTicketOpen] = useState(false);
  const [ticketsVersion, setTicketsVersion] = useState(0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const { data, error, refetch } = useGetOne<ScreenRecord<TransactionDetail>>(
    TRANSACTION_DETAILS_RESOURCE,
    { id, meta: practice ? { practiceId: practice } : undefined },
    { retry: false },
  );
  // The tabs take the transaction as the API answers it, its id as `_id`.
  const detail = useMemo<TransactionDetail | undefined>(() => data && { ...data, _id: String(data.id) }, [data]);
  const load = () => void refetch();

  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);

  useEffect(() => {
    loadUserAccess().then(
      (a) => setGranted(a.permissions),
      () => setGranted([]),
    );
  }, []);

  if (!granted) return null;
  const can = detailPermissions(granted, state.overridePermissions);
  if (missingCodeVariant && !can.editMissingCode) return <Navigate to="/" replace />;
  if (error) return <Alert severity="error">{DetailMessages.noData}</Alert>;
  if (!detail) return null;

  const tabs = visibleTabs(detail, can);
  const current = tabs.includes(tab) ? tab : 'patientInfo';
  const showSpreadsheet = state.showSpreadsheet ?? true;

  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="transaction-detail">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" data-testid="detail-title">
          {detail.PatientName} · {state.practiceName ?? detail.PracticeName}
        </Typography>
        <Chip label={detail.type} size="small" />
        {detail.audited && <Chip color="success" label="Verified" size="small" data-testid="detail-verified" />}
        <Box sx={{ flex: 1 }} />
        <DocumentButtons detail={detail} canUpdatePms={can.updatePms} />
        <AuditButton detail={detail} can={can} onChanged={load} />
        <Button onClick={() => setTicketOpen(true)} data-testid="raise-ticket">
          Raise ticket
        </Button>
        {showSpreadsheet && <Button onClick={() => setSheetOpen(true)}>Show details</Button>}
      </Stack>
      {detail.audited && (
        <Alert severity="warning" data-testid="read-only-warning">
          {DetailMessages.readOnly}
        </Alert>
      )}
      <Tabs value={current} onChange={(_, t: DetailTab) => setTab(t)}>
        {tabs.map((t) => (
          <Tab key={t} value={t} label={TAB_LABELS[t]} data-testid={`detail-tab-${t}`} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {showsSummary(current) && <SummaryCard key={detail.comment} detail={detail} can={can} onComment={load} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {current === 'patientInfo' && (
            <PatientInfoTab
              key={`${detail._id}-${String(detail.audited)}`}
              detail={detail}
              canUpdate={can.updatePatientInfo}
              onSaved={load}
            />
          )}
          {current === 'files' && <FilesTab key={`${detail._id}-${String(detail.audited)}`} detail={detail} can={can} onChanged={load} />}
          {current === 'notes' && <NotesTab key={`${detail._id}-${String(detail.audited)}`} detail={detail} canUpdate={can.updateNotes} />}
          {current === 'fbd' && <FbdTab key={`${detail._id}-${String(detail.audited)}`} detail={detail} can={can} onSaved={load} />}
          {current === 'subscriberPolicy' && <SubscriberPolicyTab detail={detail} canUpdate={can.updatePatientInfo} onSaved={load} />}
        </Box>
      </Stack>
      <Typography variant="subtitle1">Other transactions with this member id</Typography>
      <LinkedTransactions transactionId={detail._id} practiceId={detail.practiceId} />
      <Typography variant="subtitle1">Tickets</Typography>
      <TransactionTickets transactionId={detail._id} refresh={ticketsVersion} />
      <RaiseTicketDialog
        open={ticketOpen}
        transaction={detail}
        onClose={() => setTicketOpen(false)}
        onRaised={() => setTicketsVersion((v) => v + 1)}
      />
      <SpreadsheetDialog id={detail._id} open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </Stack>
  );
};
