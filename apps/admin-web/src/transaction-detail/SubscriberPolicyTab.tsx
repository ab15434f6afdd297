/**
 * Subscriber policy tab (spec 01 §2: FBD, not audited, permission subscriberPolicy): the policy
 * elements the service answers (`GET /api/iv/transaction/policy/{id}`), the policy check that
 * setting the record verified must pass, and saving the elements (`PUT` on the same path). The
 * check shown here is the contracts' `policyCheck`, the one the audit applies, so "passes" here
 * means the audit will not be blocked by the policy.
 */
import { Alert, Button, Grid, MenuItem, Stack, TextField } from '@mui/material';
import {
  DetailMessages,
  carrierNameProblem,
  dayToUsDate,
  policyCheck,
  usDateToDay,
  type PolicyElement,
  type SubscriberPolicy,
  type TransactionDetail,
} from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { SUBSCRIBER_POLICIES_RESOURCE } from './transactionDetailAdapters';

type PolicyRecord = SubscriberPolicy & { id: string };

type Values = Record<string, string>;

const shown = (e: PolicyElement) => (e.kind === 'date' ? dayToUsDate(e.value) : e.value);

function problemOf(element: PolicyElement, value: string): string {
  if (element.name === 'CarrierName') return carrierNameProblem(value);
  if (element.kind === 'date' && value !== '' && !usDateToDay(value)) return 'i.e. 12/31/2021';
  return '';
}

export const SubscriberPolicyTab = ({
  detail,
  canUpdate,
  onSaved,
}: {
  detail: TransactionDetail;
  canUpdate: boolean;
  /** The saved policy changes patient info the rest of the screen shows (carrier, policy type). */
  onSaved: () => void;
}) => {
  const notify = useNotify();
  const [policy, setPolicy] = useState<SubscriberPolicy | null>(null);
  const [values, setValues] = useState<Values>({});
  const [update, { isPending: saving }] = useUpdate<PolicyRecord>();

  const show = (answer: SubscriberPolicy) => {
    setPolicy(answer);
    setValues(Object.fromEntries(answer.elements.map((e) => [e.name, shown(e)])));
  };

  const { data: answer } = useGetOne<PolicyRecord>(
    SUBSCRIBER_POLICIES_RESOURCE,
    { id: detail._id, meta: { practiceId: detail.practiceId } },
    { onError: (e) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }) },
  );
  // The form starts from the transaction's policy once; a later refetch (the window regaining focus)
  // must not wipe what is being typed. A save shows the policy as saved.
  useEffect(() => {
    if (answer && answer.transactionId !== policy?.transactionId) show(answer);
  }, [answer, policy?.transactionId]);

  if (!policy) return null;
  // The check of what is on screen, with the patient fields this tab does not edit as they are.
  const check = policyCheck({ ...detail, ...values });

  const save = () => {
    if (!check.passes) return notify(`${DetailMessages.cannotUpdate}: ${check.message}`, { type: 'warning' });
    if (policy.elements.some((e) => problemOf(e, values[e.name]))) return notify(DetailMessages.invalidForm, { type: 'warning' });
    const changes = Object.fromEntries(
      policy.elements.filter((e) => !e.locked && values[e.name] !== shown(e)).map((e) => [e.name, values[e.name]]),
    );
    update(
      SUBSCRIBER_POLICIES_RESOURCE,
      { id: detail._id, data: { practiceId: detail.practiceId, ...changes }, previousData: { id: detail._id, ...policy } },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          show(saved);
          notify(DetailMessages.dataUpdated, { type: 'success' });
          onSaved();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };

  return (
    <Stack spacing={2} data-testid="subscriber-policy-tab">
      {check.passes ? (
        <Alert severity="success" data-testid="policy-check-passes">
          The policy check passes: the record can be set as verified.
        </Alert>
      ) : (
        <Alert severity="warning" data-testid="policy-check-missing">
          {DetailMessages.cannotAudit}: {check.message}
        </Alert>
      )}
      <Grid container spacing={2}>
        {policy.elements.map((element) => {
          const problem = problemOf(element, values[element.name]);
          return (
            <Grid key={element.name} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField
                fullWidth
                size="small"
                label={element.label}
                select={element.kind === 'select'}
                value={values[element.name]}
                required={element.required}
                disabled={!canUpdate || element.locked}
                error={!!problem}
                helperText={problem || (element.kind === 'date' ? 'MM/dd/yyyy' : ' ')}
                onChange={(e) => setValues({ ...values, [element.name]: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': `policy-${element.name}`, maxLength: element.maxLength } }}
              >
                {element.kind === 'select' &&
                  // A value stored before the choices were fixed stays selectable rather than vanishing.
                  [...new Set(['', ...element.options, element.value])].map((option) => (
                    <MenuItem key={option} value={option}>
                      {option || '—'}
                    </MenuItem>
                  ))}
              </TextField>
            </Grid>
          );
        })}
      </Grid>
      {canUpdate && (
        <Button variant="contained" onClick={save} disabled={saving} sx={{ alignSelf: 'flex-start' }} data-testid="policy-save">
          Save policy
        </Button>
      )}
    </Stack>
  );
};
