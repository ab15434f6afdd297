/**
 * The response document a real-time verification downloads and keeps with its transaction: a Word
 * document with what the cards show (spec 03 "Real Time verification": meta, provider, subscriber,
 * payer, plan information, plan date information, plan status, benefits information), the dental
 * benefits grouped for people, the answer per procedure code asked about, the payer's rejections,
 * and the 271 as received at the end, so the document is complete on its own.
 */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { EligibilityResponse, RealtimeRecord } from '@dental/contracts';

type Value = string | number | boolean | undefined | null | readonly string[];
type Block = Paragraph | Table;

const shown = (value: Value): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '—'
      : String(value as string | number | boolean);

const percent = (fraction: string | undefined): string => (fraction === undefined ? '—' : `${Math.round(Number(fraction) * 1000) / 10}%`);

const cell = (text: string, bold = false): TableCell =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

function table(head: string[], rows: string[][]): Block[] {
  if (rows.length === 0) return [new Paragraph({ children: [new TextRun({ text: 'None', italics: true })] })];
  return [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({ tableHeader: true, children: head.map((h) => cell(h, true)) }),
        ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) })),
      ],
    }),
  ];
}

/** A card as a two-column table of the response's own field names and their values. */
function fields(title: string, lines: [string, Value][]): Block[] {
  return [
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_2 }),
    ...table(
      ['Field', 'Value'],
      lines.map(([name, value]) => [name, shown(value)]),
    ),
  ];
}

function section(title: string, head: string[], rows: string[][]): Block[] {
  return [new Paragraph({ text: title, heading: HeadingLevel.HEADING_2 }), ...table(head, rows)];
}

const addressOf = (a: { address1?: string; city?: string; state?: string; postalCode?: string } | undefined): string | undefined =>
  a ? [a.address1, a.city, a.state, a.postalCode].filter(Boolean).join(', ') : undefined;

/** The 271's segments, one a line whether or not the payer broke lines: ISA's 106th character is the terminator. */
function segmentsOf(x12: string): string[] {
  const text = x12.trim();
  const terminator = text.charAt(105);
  if (terminator === '' || /[\r\n]/.test(terminator)) return text.split(/\r?\n/).filter((line) => line !== '');
  return text
    .split(terminator)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((piece) => `${piece}${terminator}`);
}

/** The blocks of the document, in the order of the cards; exported for tests that read the text without unzipping. */
export function responseDocumentBlocks(record: RealtimeRecord, response: EligibilityResponse, askedAt: Date): Block[] {
  const { meta, provider, subscriber, payer, planInformation, planDateInformation, planStatus, benefitsInformation, dentalBenefits } =
    response;
  const dependent = response.dependents?.[0];
  const money = (d: { amount?: string; remaining?: string; yearToDate?: string }) =>
    [d.amount === undefined ? undefined : `amount ${d.amount}`, d.remaining === undefined ? undefined : `remaining ${d.remaining}`]
      .concat(d.yearToDate === undefined ? [] : [`year to date ${d.yearToDate}`])
      .filter(Boolean)
      .join(', ');
  return [
    new Paragraph({ text: 'Real Time Eligibility Response', heading: HeadingLevel.TITLE }),
    ...table(
      ['Patient', 'Carrier', 'IV Type', 'Eligibility', 'Asked'],
      [
        [
          `${record.firstNamePatient} ${record.lastNamePatient}`,
          record.carrierName,
          record.verificationType,
          shown(record.eligibilityStatus),
          askedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
        ],
      ],
    ),
    ...fields('Meta', [
      ['senderId', meta.senderId],
      ['submitterId', meta.submitterId],
      ['applicationMode', meta.applicationMode],
      ['traceId', meta.traceId],
      ['outboundTraceId', meta.outboundTraceId],
      ['controlNumber', response.controlNumber],
      ['reassociationKey', response.reassociationKey],
      ['tradingPartnerServiceId', response.tradingPartnerServiceId],
    ]),
    ...fields('Provider', [
      ['providerName', provider?.providerName],
      ['entityIdentifier', provider?.entityIdentifier],
      ['entityType', provider?.entityType],
      ['npi', provider?.npi],
    ]),
    ...fields('Subscriber', [
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
      ? fields('Dependent', [
          ['firstName', dependent.firstName],
          ['lastName', dependent.lastName],
          ['dateOfBirth', dependent.dateOfBirth],
          ['gender', dependent.gender],
          ['relationToSubscriber', dependent.relationToSubscriber],
        ])
      : []),
    ...fields('Payer', [
      ['name', payer.name],
      ['entityIdentifier', payer.entityIdentifier],
      ['entityType', payer.entityType],
      ['federalTaxpayersIdNumber', payer.federalTaxpayersIdNumber],
      ['payorIdentification', payer.payorIdentification],
      ...(payer.contactInformation?.contacts ?? []).map((c, i): [string, Value] => [
        `${c.communicationMode} ${i + 1}`,
        c.communicationNumber,
      ]),
    ]),
    ...fields('Plan Information', Object.entries(planInformation)),
    ...fields('Plan Date Information', Object.entries(planDateInformation)),
    ...section(
      'Plan Status',
      ['statusCode', 'status', 'planDetails', 'serviceTypeCodes'],
      planStatus.map((s) => [s.statusCode, s.status, shown(s.planDetails), shown(s.serviceTypeCodes)]),
    ),
    ...(response.errors.length
      ? section(
          'Errors',
          ['code', 'description', 'followupAction', 'location'],
          response.errors.map((e) => [e.code, e.description, shown(e.followupAction), e.location]),
        )
      : []),
    ...section(
      'Procedure Answers',
      ['procedureCode', 'category', 'covered', 'patientSharePercent', 'frequency', 'priorAuthorizationRequired', 'reason'],
      response.procedureAnswers.map((a) => [
        a.procedureCode,
        a.category,
        a.covered ? 'Covered' : 'Not covered',
        percent(a.patientSharePercent),
        shown(a.frequencyLeft ?? a.frequency),
        a.priorAuthorizationRequired ? 'Yes' : 'No',
        a.reason,
      ]),
    ),
    ...section(
      'Deductibles and Maximums',
      ['kind', 'coverageLevel', 'serviceTypes', 'inPlanNetworkIndicator', 'amount'],
      [
        ...dentalBenefits.deductibles.map((d) => [
          'Deductible',
          shown(d.coverageLevel),
          shown(d.serviceTypes),
          shown(d.inPlanNetworkIndicator),
          money(d),
        ]),
        ...dentalBenefits.maximums.map((d) => [
          'Maximum',
          shown(d.coverageLevel),
          shown(d.serviceTypes),
          shown(d.inPlanNetworkIndicator),
          money(d),
        ]),
      ],
    ),
    ...section(
      'Coinsurance',
      ['category', 'inPlanNetworkIndicator', 'patientPercent', 'planPercent'],
      Object.entries(dentalBenefits.coinsurance).flatMap(([category, entries]) =>
        entries.map((c) => [category, shown(c.inPlanNetworkIndicator), percent(c.patientPercent), percent(c.planPercent)]),
      ),
    ),
    ...section(
      'Frequencies, Age Limits and Waiting Periods',
      ['kind', 'serviceTypes', 'procedureCode', 'description'],
      [
        ...dentalBenefits.frequencies.map((f) => [
          'Frequency',
          shown(f.serviceTypes),
          shown(f.procedureCode),
          f.description || shown(f.remaining),
        ]),
        ...dentalBenefits.ageLimits.map((a) => ['Age limit', shown(a.serviceTypes), shown(a.procedureCode), a.description]),
        ...dentalBenefits.waitingPeriods.map((w) => ['Waiting period', shown(w.serviceTypes), shown(w.procedureCode), w.description]),
      ],
    ),
    ...section(
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
        shown(b.coverageLevel),
        shown(b.serviceTypes),
        shown(b.timeQualifier),
        shown(b.benefitAmount),
        shown(b.benefitPercent),
        shown(b.inPlanNetworkIndicator),
        shown(b.additionalInformation?.map((m) => m.description)),
      ]),
    ),
    new Paragraph({ text: 'The payer’s 271, as received', heading: HeadingLevel.HEADING_2 }),
    ...segmentsOf(response.x12).map((line) => new Paragraph({ children: [new TextRun({ text: line, font: 'Courier New', size: 16 })] })),
  ];
}

/** The .docx bytes. */
export function responseDocument(record: RealtimeRecord, response: EligibilityResponse, askedAt: Date): Promise<Buffer> {
  const document = new Document({
    title: `Eligibility ${record.firstNamePatient} ${record.lastNamePatient}`,
    creator: 'Dental verification back office',
    sections: [{ children: responseDocumentBlocks(record, response, askedAt) }],
  });
  return Packer.toBuffer(document);
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
