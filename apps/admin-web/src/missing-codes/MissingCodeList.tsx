/**
 * Insurance Verification missing-code list (spec 01 §2; /iv_missingcode and /missingCode): the
 * selected practices' records with their missing fields, a filter popover (carrier, dates, status),
 * the audit star, and an actions menu (Patient Info opens Resume Details, FBD opens the form).
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Alert,
  Box,
  Button,
  Card,
  IconButton,
  LinearProgress,
  Menu,
  MenuItem,
  Popover,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import {
  MISSING_CODE_PAGE_SIZES,
  Messages,
  Routes,
  carrierLabel,
  missingCodeActionsHidden,
  type MissingCodePage,
  type MissingCodeRow,
  type UserPermissions,
} from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { RequirePermission } from '../access/RequirePermission';
import { callApi } from '../api/httpClient';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { usePageTitle } from '../layout/usePageTitle';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';
import { displayDay } from '../transactions/days';
import { EligibilityStatusLabel } from '../transactions/EligibilityStatusLabel';
import { VerificationByLabel } from '../transactions/VerificationByLabel';
import { MissingFieldsPie } from './MissingFieldsPie';
import { ResumeDetailsDialog } from './ResumeDetailsDialog';

interface MissingFilter {
  carrier: string;
  startDate: string;
  endDate: string;
  statusPatient: string;
}
const NO_FILTER: MissingFilter = { carrier: '', startDate: '', endDate: '', statusPatient: '' };

const MissingCodeView = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const override = (location.state as { overridePermissions?: boolean } | null)?.overridePermissions === true;
  const { permissions: granted } = usePermissions<UserPermissions | undefined>();
  const has = (key: string) => override || (granted?.permissions ?? []).includes(key);
  const [settings] = useState(readAppSettings);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(MISSING_CODE_PAGE_SIZES[0]);
  const [filter, setFilter] = useState<MissingFilter>(NO_FILTER);
  const [draft, setDraft] = useState<MissingFilter>(NO_FILTER);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: MissingCodeRow } | null>(null);
  const [resume, setResume] = useState<string | null>(null);
  const [answer, setAnswer] = useState<MissingCodePage>({ records: [], recordsQty: 0 });
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const body = {
        limit: perPage as 10,
        offset: page * perPage,
        practiceIds: selectedPracticeIds(settings),
        ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v.trim() !== '')),
      };
      setAnswer(await callApi(Routes.missingCodeList, { body }));
    } catch {
      notify(Messages.fetchTransactionsFailed, { type: 'error' });
    } finally {
      setLoading(false);
    }
  }, [page, perPage, filter, settings, notify]);
  useEffect(() => {
    load();
  }, [load]);

  const toggleAudit = async (row: MissingCodeRow) => {
    const route = row.type === 'ELG' ? Routes.auditElg : Routes.auditFbd;
    const verified = !row.audited;
    if (!window.confirm(`Dear user, are you sure you want to set this record as ${verified ? 'verified' : 'not verified'}`)) return;
    try {
      await callApi(route, { body: { transactionId: row._id, practiceId: row.practiceId, state: verified } });
      notify(`The transaction was set as ${verified ? 'verified' : 'not verified'}`, { type: 'success' });
      load();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'Dear user, please try again', { type: 'error' });
    }
  };

  return (
    <Card>
      <Stack direction="row" spacing={1} sx={{ p: 1.5 }}>
        <Button size="small" variant="outlined" onClick={(e) => setAnchor(e.currentTarget)} data-testid="missing-filter-open">
          Filter
        </Button>
      </Stack>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Stack spacing={1.5} sx={{ p: 2, width: 320 }}>
          <TextField size="small" label="Carrier" value={draft.carrier} onChange={(e) => setDraft({ ...draft, carrier: e.target.value })} />
          <TextField
            size="small"
            type="date"
            label="Start date"
            value={draft.startDate}
            onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="End date"
            value={draft.endDate}
            onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label="Status"
            value={draft.statusPatient}
            onChange={(e) => setDraft({ ...draft, statusPatient: e.target.value })}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(NO_FILTER)}>Clear</Button>
            <Button
              variant="contained"
              onClick={() => {
                setFilter(draft);
                setPage(0);
                setAnchor(null);
              }}
            >
              Apply
            </Button>
          </Stack>
        </Stack>
      </Popover>
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} />
      <Table size="small" data-testid="missing-code-table">
        <TableHead>
          <TableRow>
            {[
              'Appointment',
              'Patient Name',
              'Practice Name',
              'Carrier',
              'Missing Fields',
              'Verification By',
              'Eligibility Status',
              '',
              '',
            ].map((c, i) => (
              <TableCell key={i} sx={{ fontWeight: 700 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.records.map((row) => (
            <TableRow key={row._id} hover data-testid="missing-code-row">
              <TableCell>{displayDay(row.appointment_date)}</TableCell>
              <TableCell>{row.PatientName}</TableCell>
              <TableCell>{row.PracticeName}</TableCell>
              <TableCell>{carrierLabel(row.CarrierName)}</TableCell>
              <TableCell>
                <MissingFieldsPie type={row.type} missing={row.missingRequiredInputQty} total={row.totalRequiredFields} />
              </TableCell>
              <TableCell>
                <VerificationByLabel value={row.iv_process_result} />
              </TableCell>
              <TableCell>
                <EligibilityStatusLabel value={row.iv_status} />
              </TableCell>
              <TableCell>
                {has('missingCode.audit_transaction') ? (
                  <IconButton size="small" onClick={() => toggleAudit(row)} data-testid="missing-star" aria-label="Audited">
                    {row.audited ? <StarIcon color="warning" /> : <StarBorderIcon />}
                  </IconButton>
                ) : row.audited ? (
                  <StarIcon color="warning" />
                ) : null}
              </TableCell>
              <TableCell>
                {!missingCodeActionsHidden(row) && (
                  <IconButton
                    size="small"
                    onClick={(e) => setMenu({ anchor: e.currentTarget, row })}
                    data-testid="missing-actions"
                    aria-label="Actions"
                  >
                    <MoreVertIcon />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
          {!loading && answer.records.length === 0 && (
            <TableRow>
              <TableCell colSpan={9} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                No data found
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={answer.recordsQty}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...MISSING_CODE_PAGE_SIZES]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
      />
      <Menu open={!!menu} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setResume(menu!.row._id);
            setMenu(null);
          }}
        >
          Patient Info
        </MenuItem>
        {has('missingCode.edit_missingcode') && (
          <MenuItem
            onClick={() => {
              const row = menu!.row;
              setMenu(null);
              navigate('/transaction-detail', {
                state: { id: row._id, practice: row.practiceId, practiceName: row.PracticeName, tab: 'fbd' },
              });
            }}
          >
            FBD
          </MenuItem>
        )}
      </Menu>
      <ResumeDetailsDialog
        id={resume}
        canEdit={has('missingCode.edit_missingcode')}
        onClose={(saved) => {
          setResume(null);
          if (saved) load();
        }}
      />
    </Card>
  );
};

export const MissingCodeList = () => {
  usePageTitle('Insurance Verification | Missing Codes');
  const [settings] = useState(readAppSettings);
  return (
    <RequirePermission resource="missingCode" action="list_missingcode">
      <Title title="Insurance Verification | Missing Codes" />
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Insurance Verification' }, { label: 'Missing Codes' }]} />
      {settings.selectedPractices.length === 0 ? (
        <Alert severity="warning">Please select a connection</Alert>
      ) : (
        <Box>
          <MissingCodeView />
        </Box>
      )}
    </RequirePermission>
  );
};
