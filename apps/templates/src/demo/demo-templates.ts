/**
 * The demo templates as data: a dental full-breakdown (FBD) form and an eligibility (ELG) form, with
 * the bookmarks of the catalogue they use. Every id is derived from the position of the item, so the
 * seed writes the same rows on every machine.
 */
import { idFrom, type AffectsOn, type BookmarkElementType, type BookmarkValueType, type SectionType } from '@dental/contracts';
import { DEMO_TEMPLATES } from '@dental/testing';

const EPOCH = 1_767_225_600;

export interface DemoBookmark {
  _id: string;
  code: string;
  label: string;
  elementType: BookmarkElementType;
  valueType: BookmarkValueType;
  symbol: string;
  options: { bookmark: string; label: string }[];
}

export interface DemoPlacement {
  code: string;
  required?: boolean;
  length?: number;
  affectsOn?: AffectsOn[];
}

export interface DemoSection {
  categoryName: string;
  type: SectionType;
  bookmarks: DemoPlacement[];
  subsections: { label: string; code: string; bookmarks: DemoPlacement[] }[];
}

export interface DemoTemplateContent {
  _id: string;
  name: string;
  description: string;
  sections: DemoSection[];
}

const bookmarks: Omit<DemoBookmark, '_id'>[] = [];
const text = (code: string, label: string, valueType: BookmarkValueType = 'string', symbol = '') =>
  bookmarks.push({ code, label, elementType: 'text', valueType, symbol, options: [] });
const choice = (code: string, label: string, options: string[], elementType: BookmarkElementType = 'checkbox') =>
  bookmarks.push({
    code,
    label,
    elementType,
    valueType: 'object',
    symbol: '',
    options: options.map((o) => ({ bookmark: `${code}_${o.replace(/[^A-Za-z0-9]+/g, '')}`, label: o })),
  });

text('PatientName', 'Patient name');
text('PatientDOB', 'Patient date of birth', 'date');
text('SubscriberName', 'Subscriber name');
text('SubscriberDOB', 'Subscriber date of birth', 'date');
text('SubscriberID', 'Subscriber ID');
choice('Relationship', 'Relationship to subscriber', ['Self', 'Spouse', 'Child', 'Other']);
text('CarrierName', 'Carrier name');
text('CarrierPhone', 'Carrier phone');
text('GroupID', 'Group number');
text('EmployerName', 'Employer / group name');
text('EffectiveDate', 'Effective date', 'date');
text('TerminationDate', 'Termination date', 'date');
choice('BenefitYear', 'Benefit year', ['Calendar year', 'Plan year']);
choice('NetworkStatus', 'Network', ['In network', 'Out of network']);
text('DeductibleIndividual', 'Deductible (individual)', 'number', '$');
text('DeductibleFamily', 'Deductible (family)', 'number', '$');
text('DeductibleMet', 'Deductible met', 'number', '$');
choice('DeductibleAppliesTo', 'Deductible applies to', ['Preventive', 'Basic', 'Major'], 'multiple');
text('AnnualMaximum', 'Annual maximum', 'number', '$');
text('MaximumRemaining', 'Maximum remaining', 'number', '$');
text('CovPreventive', 'Preventive', 'number', '%');
text('CovBasic', 'Basic', 'number', '%');
text('CovMajor', 'Major', 'number', '%');
text('CovEndodontics', 'Endodontics', 'number', '%');
text('CovPeriodontics', 'Periodontics', 'number', '%');
text('CovOralSurgery', 'Oral surgery', 'number', '%');
choice('OrthoCoverage', 'Orthodontic coverage', ['Yes', 'No']);
text('CovOrthodontics', 'Orthodontics', 'number', '%');
text('OrthoLifetimeMax', 'Orthodontic lifetime maximum', 'number', '$');
text('OrthoAgeLimit', 'Orthodontic age limit', 'number');
choice('OrthoAdults', 'Orthodontics covers adults', ['Yes', 'No']);

export const DEMO_CDT_CODES: [string, string][] = [
  ['D0120', 'Periodic oral evaluation'],
  ['D0150', 'Comprehensive oral evaluation'],
  ['D0210', 'Intraoral complete series of radiographs'],
  ['D0274', 'Bitewings, four radiographic images'],
  ['D1110', 'Prophylaxis, adult'],
  ['D1120', 'Prophylaxis, child'],
  ['D1206', 'Topical application of fluoride varnish'],
  ['D2740', 'Crown, porcelain/ceramic'],
  ['D4341', 'Periodontal scaling and root planing, four or more teeth per quadrant'],
  ['D4910', 'Periodontal maintenance'],
];
for (const [code] of DEMO_CDT_CODES) {
  text(`${code}_Frequency`, `${code} frequency`);
  text(`${code}_History`, `${code} last service date`, 'date');
}
choice('WaitingPeriods', 'Waiting periods apply', ['Yes', 'No']);
text('WaitingBasic', 'Waiting period, basic services');
text('WaitingMajor', 'Waiting period, major services');
choice('MissingToothClause', 'Missing tooth clause', ['Yes', 'No']);
text('MissingToothNotes', 'Missing tooth clause details');
text('MemberID', 'Member ID');
choice('EligibilityStatus', 'Eligibility status', ['Active', 'Inactive', 'Not Found']);
text('EligibilityNotes', 'Notes');

export const DEMO_BOOKMARKS: DemoBookmark[] = bookmarks.map((b, i) => ({ ...b, _id: idFrom(EPOCH, 0x10000 + i) }));

const show = (trigger: string, destination: string[]): AffectsOn => ({
  actions: ['show'],
  whenValueContains: [trigger],
  affectType: 'bookmark',
  destination,
});

const fbd: DemoTemplateContent = {
  ...DEMO_TEMPLATES.fbd,
  sections: [
    {
      categoryName: 'Patient and subscriber information',
      type: 'info',
      bookmarks: [
        { code: 'PatientName', required: true, length: 100 },
        { code: 'PatientDOB', required: true },
        { code: 'Relationship', required: true },
        { code: 'SubscriberName', required: true, length: 100 },
        { code: 'SubscriberDOB', required: true },
        { code: 'SubscriberID', required: true, length: 40 },
      ],
      subsections: [],
    },
    {
      categoryName: 'Plan information',
      type: 'info',
      bookmarks: [
        { code: 'CarrierName', required: true, length: 50 },
        { code: 'CarrierPhone', length: 20 },
        { code: 'GroupID', required: true, length: 40 },
        { code: 'EmployerName', length: 200 },
        { code: 'NetworkStatus', required: true },
        { code: 'EffectiveDate', required: true },
        { code: 'TerminationDate' },
        { code: 'BenefitYear', required: true },
      ],
      subsections: [
        {
          label: 'Deductibles and maximums',
          code: 'DED-MAX',
          bookmarks: [
            { code: 'DeductibleIndividual', required: true, length: 10 },
            { code: 'DeductibleFamily', length: 10 },
            { code: 'DeductibleMet', length: 10 },
            { code: 'DeductibleAppliesTo' },
            { code: 'AnnualMaximum', required: true, length: 10 },
            { code: 'MaximumRemaining', required: true, length: 10 },
          ],
        },
      ],
    },
    {
      categoryName: 'Coverage',
      type: 'info',
      bookmarks: [
        { code: 'CovPreventive', required: true, length: 3 },
        { code: 'CovBasic', required: true, length: 3 },
        { code: 'CovMajor', required: true, length: 3 },
        { code: 'CovEndodontics', required: true, length: 3 },
        { code: 'CovPeriodontics', required: true, length: 3 },
        { code: 'CovOralSurgery', required: true, length: 3 },
        {
          code: 'OrthoCoverage',
          required: true,
          affectsOn: [show('Yes', ['CovOrthodontics', 'OrthoLifetimeMax', 'OrthoAgeLimit', 'OrthoAdults'])],
        },
        { code: 'CovOrthodontics', required: true, length: 3 },
        { code: 'OrthoLifetimeMax', required: true, length: 10 },
        { code: 'OrthoAgeLimit', length: 3 },
        { code: 'OrthoAdults' },
      ],
      subsections: [],
    },
    {
      categoryName: 'Frequencies and history',
      type: 'code',
      bookmarks: [],
      subsections: DEMO_CDT_CODES.map(([code, label]) => ({
        label,
        code,
        bookmarks: [{ code: `${code}_Frequency`, required: true, length: 60 }, { code: `${code}_History` }],
      })),
    },
    {
      categoryName: 'Waiting periods and limitations',
      type: 'info',
      bookmarks: [
        { code: 'WaitingPeriods', required: true, affectsOn: [show('Yes', ['WaitingBasic', 'WaitingMajor'])] },
        { code: 'WaitingBasic', required: true, length: 60 },
        { code: 'WaitingMajor', required: true, length: 60 },
        { code: 'MissingToothClause', required: true, affectsOn: [show('Yes', ['MissingToothNotes'])] },
        { code: 'MissingToothNotes', length: 200 },
      ],
      subsections: [],
    },
  ],
};

const elg: DemoTemplateContent = {
  ...DEMO_TEMPLATES.elg,
  sections: [
    {
      categoryName: 'Eligibility',
      type: 'info',
      bookmarks: [
        { code: 'CarrierName', required: true, length: 50 },
        { code: 'MemberID', required: true, length: 40 },
        { code: 'GroupID', length: 40 },
        { code: 'EligibilityStatus', required: true },
        { code: 'EffectiveDate', required: true },
        { code: 'TerminationDate' },
        { code: 'EligibilityNotes', length: 500 },
      ],
      subsections: [],
    },
  ],
};

export const DEMO_TEMPLATE_CONTENT: DemoTemplateContent[] = [fbd, elg];
