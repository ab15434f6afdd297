/**
 * A transaction plan's record (`/transaction-plan/:id`; the spec's `/transaction-plan-detail` opens
 * it): the plan's fields, then its sections of bookmark fields with Save. A verified plan is shown
 * read only (the server refuses its changes until it is set not verified). A plan that does not
 * exist, or is of a practice the user was not granted, shows 'Dear user, the record you are trying to
 * view, does not exist'.
 */
import { Alert, Box, Typography } from '@mui/material';
import { TransactionPlanMessages, type TransactionPlanDetail } from '@dental/contracts';
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, useEditContext, useNotify, useRecordContext } from 'react-admin';
import type { ScreenRecord } from '../features';
import { ApiError } from '../api/apiError';

type PlanRecord = ScreenRecord<TransactionPlanDetail>;

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** What the page shows when the plan could not be read: the spec's sentence for a missing record, else the server's reason. */
const ReadFailure = () => {
  const { error } = useEditContext();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert severity={missing ? 'warning' : 'error'} sx={{ m: 2 }}>
      {missing ? TransactionPlanMessages.notFound : error instanceof Error ? error.message : String(error)}
    </Alert>
  );
};

const PlanHeader = () => {
  const plan = useRecordContext<PlanRecord>();
  if (!plan) return null;
  const facts: [string, string][] = [
    ['Employer', plan.employer],
    ['Group N°', plan.groupNumber],
    ['Plan N°', plan.plannum],
    ['Deductible', money(plan.deductible)],
    ['Maximum', money(plan.maximum)],
    ['Bot Status', plan.botDBStatus],
    ['Audit', plan.audit ? 'Verified' : 'Not verified'],
  ];
  return (
    <Box sx={{ width: '100%' }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {plan.audit && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {TransactionPlanMessages.auditedReadOnly}
        </Alert>
      )}
    </Box>
  );
};

/** One input per bookmark, grouped under its section's name. */
const PlanSections = () => {
  const plan = useRecordContext<PlanRecord>();
  // The list's row stands in for the record until the plan's own answer (with its sections) arrives.
  if (!plan?.sections) return null;
  return (
    <Box sx={{ width: '100%' }}>
      {plan.sections.map((section, s) => (
        <Box key={section.name} component="section" aria-label={section.name} sx={{ mt: 2 }}>
          <Typography variant="h6">{section.name}</Typography>
          {section.bookmarks.map((bookmark, b) => (
            <TextInput
              key={bookmark.bookmark}
              source={`sections.${s}.bookmarks.${b}.value`}
              label={bookmark.label}
              disabled={plan.audit}
              fullWidth
            />
          ))}
        </Box>
      ))}
    </Box>
  );
};

const PlanToolbar = () => {
  const plan = useRecordContext<PlanRecord>();
  return <Toolbar>{plan?.sections && !plan.audit && <SaveButton />}</Toolbar>;
};

export const TransactionPlanEdit = () => {
  const notify = useNotify();
  return (
    <Edit<PlanRecord>
      title="Transaction plan"
      actions={false}
      redirect={false}
      redirectOnError={false}
      // The page itself says what went wrong (ReadFailure) instead of react-admin's notice and redirect.
      queryOptions={{ onError: () => undefined }}
      error={<ReadFailure />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => notify(TransactionPlanMessages.bookmarksSaved, { type: 'success' }),
        onError: (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      }}
    >
      <SimpleForm toolbar={<PlanToolbar />}>
        <PlanHeader />
        <PlanSections />
      </SimpleForm>
    </Edit>
  );
};
