/**
 * What a real-time verification's answer shows, once for the web app's cards and the downloaded
 * document (spec 03 "Real Time verification"): meta, provider, subscriber, dependent, payer, plan
 * information, plan date information and plan status with the sample response's own field names;
 * then what the product adds for people: the payer's rejections, an answer per procedure code asked
 * about, the dental benefits grouped, and the benefits information as the payer sent them.
 */
import type { EligibilityResponse } from './realtime-verification';

export type ResponseValue = string | number | boolean | undefined | null | readonly string[];

/** A card of name/value lines, each labelled with the response's own field name. */
export interface ResponseFieldsCard {
  kind: 'fields';
  title: string;
  fields: [string, ResponseValue][];
}

/** A card holding a table; `status` marks the column whose cells read as a status, and which rows are good news. */
export interface ResponseTableCard {
  kind: 'table';
  title: string;
  head: string[];
  rows: string[][];
  status?: { column: number; ok: boolean[] };
}

export type ResponseCard = ResponseFieldsCard | ResponseTableCard;

/** A value as people read it: '—' for nothing, lists joined. */
export const shownValue = (value: ResponseValue): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '—'
      : String(value as string | number | boolean);

/** A fraction of the response ('0.5') as a percentage ('50%'). */
export const shownPercent = (fraction: string | undefined): string =>
  fraction === undefined ? '—' : `${Math.round(Number(fraction) * 1000) / 10}%`;

const addressOf = (a: { address1?: string; city?: string; state?: string; postalCode?: string } | undefined): string | undefined =>
  a ? [a.address1, a.city, a.state, a.postalCode].filter(Boolean).join(', ') : undefined;

const money = (d: { amount?: string; remaining?: string; yearToDate?: string }): string =>
  [
    d.amount === undefined ? undefined : `amount ${d.amount}`,
    d.remaining === undefined ? undefined : `remaining ${d.remaining}`,
    d.yearToDate === undefined ? undefined : `year to date ${d.yearToDate}`,
  ]
    .filter(Boolean)
    .join(', ') || '—';

const fields = (title: string, lines: [string, ResponseValue][]): ResponseFieldsCard => ({ kind: 'fields', title, fields: lines });
const table = (title: string, head: string[], rows: string[][]): ResponseTableCard => ({ kind: 'table', title, head, rows });

/** The cards of an answer, in the order they are shown. */
export function responseCards(response: EligibilityResponse): ResponseCard[] {
  const { meta, provider, subscriber, payer, planInformation, planDateInformation, planStatus, benefitsInformation, dentalBenefits } =
    response;
  const dependent = response.dependents?.[0];
  return [
    fields('Meta', [
      ['senderId', meta.senderId],
      ['submitterId', meta.submitterId],
      ['applicationMode', meta.applicationMode],
      ['traceId', meta.traceId],
      ['outboundTraceId', meta.outboundTraceId],
      ['controlNumber', response.controlNumber],
      ['reassociationKey', response.reassociationKey],
      ['tradingPartnerServiceId', response.tradingPartnerServiceId],
    ]),
    fields('Provider', [
      ['providerName', provider?.providerName],
      ['entityIdentifier', provider?.entityIdentifier],
      ['entityType', provider?.entityType],
      ['npi', provider?.npi],
    ]),
    fields('Subscriber', [
      ['memberId', subscriber?.memberId],
      ['firstName', subscriber?.firstName],
      ['lastName', subscriber?.lastName],
      ['middleName', subscriber?.middleName],
      ['gender', subscriber?.gender],
      ['dateOfBirth', subscriber?.dateOfBirth],
      ['groupNumber', subscriber?.groupNumber],
      ['address', addressOf(subscriber?.address)],
    ]),
    ...(dependent
      ? [
          fields('Dependent', [
            ['firstName', dependent.firstName],
            ['lastName', dependent.lastName],
            ['dateOfBirth', dependent.dateOfBirth],
            ['gender', dependent.gender],
            ['relationToSubscriber', dependent.relationToSubscriber],
          ]),
        ]
      : []),
    fields('Payer', [
      ['name', payer.name],
      ['entityIdentifier', payer.entityIdentifier],
      ['entityType', payer.entityType],
      ['federalTaxpayersIdNumber', payer.federalTaxpayersIdNumber],
      ['payorIdentification', payer.payorIdentification],
      ...(payer.contactInformation?.contacts ?? []).map((c, i): [string, ResponseValue] => [
        `${c.communicationMode} ${i + 1}`,
        c.communicationNumber,
      ]),
    ]),
    fields('Plan Information', Object.entries(planInformation)),
    fields('Plan Date Information', Object.entries(planDateInformation)),
    {
      ...table(
        'Plan Status',
        ['statusCode', 'status', 'planDetails', 'serviceTypeCodes'],
        planStatus.map((s) => [s.statusCode, s.status, shownValue(s.planDetails), shownValue(s.serviceTypeCodes)]),
      ),
      status: { column: 1, ok: planStatus.map((s) => s.statusCode === '1') },
    },
    ...(response.errors.length
      ? [
          table(
            'Errors',
            ['code', 'description', 'followupAction', 'location'],
            response.errors.map((e) => [e.code, e.description, shownValue(e.followupAction), e.location]),
          ),
        ]
      : []),
    table(
      'Procedure Answers',
      ['procedureCode', 'category', 'covered', 'patientSharePercent', 'frequency', 'priorAuthorizationRequired', 'reason'],
      response.procedureAnswers.map((a) => [
        a.procedureCode,
        a.category,
        a.covered ? 'Covered' : 'Not covered',
        shownPercent(a.patientSharePercent),
        shownValue(a.frequencyLeft ?? a.frequency),
        a.priorAuthorizationRequired ? 'Yes' : 'No',
        shownValue(a.reason),
      ]),
    ),
    table(
      'Deductibles and Maximums',
      ['kind', 'coverageLevel', 'serviceTypes', 'inPlanNetworkIndicator', 'amount'],
      [
        ...(dentalBenefits.deductibles ?? []).map((d) => [
          'Deductible',
          shownValue(d.coverageLevel),
          shownValue(d.serviceTypes),
          shownValue(d.inPlanNetworkIndicator),
          money(d),
        ]),
        ...(dentalBenefits.maximums ?? []).map((d) => [
          'Maximum',
          shownValue(d.coverageLevel),
          shownValue(d.serviceTypes),
          shownValue(d.inPlanNetworkIndicator),
          money(d),
        ]),
      ],
    ),
    table(
      'Coinsurance',
      ['category', 'inPlanNetworkIndicator', 'patientPercent', 'planPercent'],
      Object.entries(dentalBenefits.coinsurance ?? {}).flatMap(([category, entries]) =>
        entries.map((c) => [category, shownValue(c.inPlanNetworkIndicator), shownPercent(c.patientPercent), shownPercent(c.planPercent)]),
      ),
    ),
    table(
      'Frequencies, Age Limits and Waiting Periods',
      ['kind', 'serviceTypes', 'procedureCode', 'description'],
      [
        ...(dentalBenefits.frequencies ?? []).map((f) => [
          'Frequency',
          shownValue(f.serviceTypes),
          shownValue(f.procedureCode),
          f.description || shownValue(f.remaining),
        ]),
        ...(dentalBenefits.ageLimits ?? []).map((a) => [
          'Age limit',
          shownValue(a.serviceTypes),
          shownValue(a.procedureCode),
          a.description,
        ]),
        ...(dentalBenefits.waitingPeriods ?? []).map((w) => [
          'Waiting period',
          shownValue(w.serviceTypes),
          shownValue(w.procedureCode),
          w.description,
        ]),
      ],
    ),
    table(
      'Benefits Information',
      [
        'code',
        'name',
        'coverageLevel',
        'serviceTypes',
        'timeQualifier',
        'benefitAmount',
        'benefitPercent',
        'inPlanNetworkIndicator',
        'additionalInformation',
      ],
      benefitsInformation.map((b) => [
        b.code,
        b.name,
        shownValue(b.coverageLevel),
        shownValue(b.serviceTypes),
        shownValue(b.timeQualifier),
        shownValue(b.benefitAmount),
        shownValue(b.benefitPercent),
        shownValue(b.inPlanNetworkIndicator),
        shownValue(b.additionalInformation?.map((m) => m.description)),
      ]),
    ),
  ];
}
