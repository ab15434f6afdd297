/**
 * Transaction plans (`/transaction-plan`, spec 02 "Transaction plans"): the first selected
 * practice's plans, newest first, with Employer, Group N°, Deductible, Maximum, Plan N° and Bot
 * Status; each row has Go to record (the plan's bookmark sections) and the Audit toggle (verified or
 * not verified), which changes the plan once the server agrees. Without a selected practice: 'Please
 * select a connection'.
 */
import { Alert, FormControlLabel, Switch } from '@mui/material';
import { TRANSACTION_PLAN_PAGE_SIZE, TRANSACTION_PLAN_PAGE_SIZES, TransactionPlanMessages, type TransactionPlan } from '@dental/contracts';
import { DataTable, EditButton, List, NumberField, Pagination, useNotify, useRefresh, useUpdate } from 'react-admin';
import type { ScreenRecord } from '../features';
import { readAppSettings } from '../practices/appSettings';
import { AUDIT_ACTION, TRANSACTION_PLAN_RESOURCE } from './transactionPlansAdapter';

type PlanRow = ScreenRecord<TransactionPlan>;

const dollars = { style: 'currency', currency: 'USD' } as const;

const AuditToggle = ({ plan }: { plan: PlanRow }) => {
  const [update, { isPending }] = useUpdate<PlanRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const toggle = () =>
    update(
      TRANSACTION_PLAN_RESOURCE,
      { id: plan.id, data: { audit: !plan.audit }, previousData: plan, meta: { action: AUDIT_ACTION } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(plan.audit ? TransactionPlanMessages.notVerified : TransactionPlanMessages.verified, { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  return (
    <FormControlLabel
      label={plan.audit ? 'Verified' : 'Not verified'}
      control={
        <Switch
          checked={plan.audit}
          disabled={isPending}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': `Audit ${plan.employer} ${plan.plannum}` } }}
        />
      }
    />
  );
};

export const TransactionPlanList = () => {
  const connected = readAppSettings().selectedPractices.length > 0;
  return (
    <>
      {!connected && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {TransactionPlanMessages.selectConnection}
        </Alert>
      )}
      <List
        title="Transaction plans"
        perPage={TRANSACTION_PLAN_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[...TRANSACTION_PLAN_PAGE_SIZES]} />}
        exporter={false}
        empty={false}
        storeKey={false}
        disableSyncWithLocation
        actions={false}
      >
        <DataTable<PlanRow> bulkActionButtons={false} rowClick={false} aria-label="Transaction plans">
          <DataTable.Col source="employer" label="Employer" disableSort />
          <DataTable.Col source="groupNumber" label="Group N°" disableSort />
          <DataTable.Col source="deductible" label="Deductible" disableSort>
            <NumberField source="deductible" options={dollars} />
          </DataTable.Col>
          <DataTable.Col source="maximum" label="Maximum" disableSort>
            <NumberField source="maximum" options={dollars} />
          </DataTable.Col>
          <DataTable.Col source="plannum" label="Plan N°" disableSort />
          <DataTable.Col source="botDBStatus" label="Bot Status" disableSort />
          <DataTable.Col
            label="Actions"
            disableSort
            render={(plan: PlanRow) => (
              <>
                <EditButton label="Go to record" aria-label={`Go to record ${plan.employer} ${plan.plannum}`} />
                <AuditToggle plan={plan} />
              </>
            )}
          />
        </DataTable>
      </List>
    </>
  );
};
