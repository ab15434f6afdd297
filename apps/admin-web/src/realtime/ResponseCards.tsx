/**
 * The eligibility response as cards (spec 03 "Real Time verification"): meta, provider, subscriber,
 * payer, plan information, plan date information, plan status and benefits information, with the
 * field names of the sample response; then what the product adds for people: the dental benefits
 * grouped (deductibles, maximums, coinsurance per class, frequencies, ages, waiting periods), an
 * answer per procedure code asked about, and the payer's rejections.
 */
import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { EligibilityResponse } from '@dental/contracts';
import type { ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { REALTIME_RESOURCE, type RealtimeDetailRecord } from './realtimeAdapter';

type Value = string | number | boolean | undefined | null | readonly string[];

const shown = (value: Value): string =>
  value === undefined || value === null ? '—' : Array.isArray(value) ? value.join(', ') : String(value as string | number | boolean);

/** One card of name/value lines; each line is labelled with the response's own field name. */
function FieldsCard({ title, fields }: { title: string; fields: [string, Value][] }) {
  return (
    <Card variant="outlined" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} />
      <CardContent sx={{ pt: 0 }}>
        {fields.map(([name, value]) => (
          <Stack key={name} direction="row" spacing={1} data-field={name}>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 180 }}>
              {name}
            </Typography>
            <Typography variant="body2">{shown(value)}</Typography>
          </Stack>
        ))}
      </CardContent>
    </Card>
  );
}

function TableCard({ title, head, rows }: { title: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Card variant="outlined" aria-label={title}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((cells, i) => (
                <TableRow key={i}>
                  {cells.map((cell, j) => (
                    <TableCell key={j}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

const percent = (fraction: string | undefined) => (fraction === undefined ? '—' : `${Math.round(Number(fraction) * 1000) / 10}%`);

/**
 * The cards of a verification's answer, read through the data provider (the same `getOne` as the
 * record's page, so the answer is fetched once and shared); nothing until the payer has answered.
 */
export function ResponseCards({ id }: { id: string }) {
  const { data } = useGetOne<RealtimeDetailRecord>(REALTIME_RESOURCE, { id });
  return data?.response ? <Cards response={data.response} /> : null;
}

function Cards({ response }: { response: EligibilityResponse }) {
  const { meta, provider, subscriber, payer, planInformation, planDateInformation, planStatus, benefitsInformation, dentalBenefits } =
    response;
  const patient = response.dependents?.[0];
  const contacts = payer.contactInformation?.contacts ?? [];
  const money = (entry: { amount?: string; remaining?: string }) => `${shown(entry.amount)} / remaining ${shown(entry.remaining)}`;
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FieldsCard
            title="Meta"
            fields={[
              ['senderId', meta.senderId],
              ['submitterId', meta.submitterId],
              ['applicationMode', meta.applicationMode],
              ['traceId', meta.traceId],
              ['outboundTraceId', meta.outboundTraceId],
              ['controlNumber', response.controlNumber],
              ['reassociationKey', response.reassociationKey],
              ['tradingPartnerServiceId', response.tradingPartnerServiceId],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FieldsCard
            title="Provider"
            fields={[
              ['providerName', provider?.providerName],
              ['entityIdentifier', provider?.entityIdentifier],
              ['entityType', provider?.entityType],
              ['npi', provider?.npi],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FieldsCard
            title="Subscriber"
            fields={[
              ['memberId', subscriber?.memberId],
              ['firstName', subscriber?.firstName],
              ['lastName', subscriber?.lastName],
              ['middleName', subscriber?.middleName],
              ['gender', subscriber?.gender],
              ['dateOfBirth', subscriber?.dateOfBirth],
              ['groupNumber', subscriber?.groupNumber],
              [
                'address',
                subscriber?.address
                  ? [subscriber.address.address1, subscriber.address.city, subscriber.address.state, subscriber.address.postalCode]
                      .filter(Boolean)
                      .join(', ')
                  : undefined,
              ],
            ]}
          />
        </Grid>
        {patient ? (
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <FieldsCard
              title="Dependent"
              fields={[
                ['firstName', patient.firstName],
                ['lastName', patient.lastName],
                ['dateOfBirth', patient.dateOfBirth],
                ['gender', patient.gender],
                ['relationToSubscriber', patient.relationToSubscriber],
              ]}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FieldsCard
            title="Payer"
            fields={[
              ['name', payer.name],
              ['entityIdentifier', payer.entityIdentifier],
              ['entityType', payer.entityType],
              ['federalTaxpayersIdNumber', payer.federalTaxpayersIdNumber],
              ['payorIdentification', payer.payorIdentification],
              ...contacts.map((c, i): [string, Value] => [`${c.communicationMode} ${i + 1}`, c.communicationNumber]),
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FieldsCard
            title="Plan Information"
            fields={[
              ['groupNumber', planInformation.groupNumber],
              ['groupDescription', planInformation.groupDescription],
              ['priorIdNumber', planInformation.priorIdNumber],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FieldsCard
            title="Plan Date Information"
            fields={[
              ['planBegin', planDateInformation.planBegin],
              ['planEnd', planDateInformation.planEnd],
              ['eligibilityBegin', planDateInformation.eligibilityBegin],
              ['eligibilityEnd', planDateInformation.eligibilityEnd],
            ]}
          />
        </Grid>
      </Grid>
      <TableCard
        title="Plan Status"
        head={['statusCode', 'status', 'planDetails', 'serviceTypeCodes']}
        rows={planStatus.map((s) => [
          s.statusCode,
          <Chip key="s" size="small" label={s.status} color={s.statusCode === '1' ? 'success' : 'warning'} />,
          shown(s.planDetails),
          shown(s.serviceTypeCodes),
        ])}
      />
      {response.errors.length ? (
        <TableCard
          title="Errors"
          head={['code', 'description', 'followupAction', 'location']}
          rows={response.errors.map((e) => [e.code, e.description, shown(e.followupAction), e.location])}
        />
      ) : null}
      <TableCard
        title="Procedure Answers"
        head={['procedureCode', 'category', 'covered', 'patientSharePercent', 'frequency', 'priorAuthorizationRequired', 'reason']}
        rows={response.procedureAnswers.map((a) => [
          a.procedureCode,
          a.category,
          a.covered ? 'Covered' : 'Not covered',
          percent(a.patientSharePercent),
          shown(a.frequencyLeft ?? a.frequency),
          a.priorAuthorizationRequired ? 'Yes' : 'No',
          shown(a.reason),
        ])}
      />
      <TableCard
        title="Deductibles and Maximums"
        head={['kind', 'coverageLevel', 'serviceTypes', 'inPlanNetworkIndicator', 'amount']}
        rows={[
          ...(dentalBenefits.deductibles ?? []).map((d) => [
            'Deductible',
            shown(d.coverageLevel),
            shown(d.serviceTypes),
            shown(d.inPlanNetworkIndicator),
            money(d),
          ]),
          ...(dentalBenefits.maximums ?? []).map((d) => [
            'Maximum',
            shown(d.coverageLevel),
            shown(d.serviceTypes),
            shown(d.inPlanNetworkIndicator),
            money(d),
          ]),
        ]}
      />
      <TableCard
        title="Coinsurance"
        head={['category', 'inPlanNetworkIndicator', 'patientPercent', 'planPercent']}
        rows={Object.entries(dentalBenefits.coinsurance ?? {}).flatMap(([category, entries]) =>
          entries.map((c) => [category, shown(c.inPlanNetworkIndicator), percent(c.patientPercent), percent(c.planPercent)]),
        )}
      />
      <TableCard
        title="Benefits Information"
        head={[
          'code',
          'name',
          'coverageLevel',
          'serviceTypes',
          'timeQualifier',
          'benefitAmount',
          'benefitPercent',
          'inPlanNetworkIndicator',
          'additionalInformation',
        ]}
        rows={benefitsInformation.map((b) => [
          b.code,
          b.name,
          shown(b.coverageLevel),
          shown(b.serviceTypes),
          shown(b.timeQualifier),
          shown(b.benefitAmount),
          shown(b.benefitPercent),
          shown(b.inPlanNetworkIndicator),
          shown(b.additionalInformation?.map((m) => m.description)),
        ])}
      />
    </Stack>
  );
}
