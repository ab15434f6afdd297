/**
 * A seeded copy of a dental FBD (full breakdown) template, in the shape the templates service
 * answers `template.data` with. The verification service uses it until it asks the templates
 * service for each practice's template; its ids are fixed so saved values stay attached.
 */
import type { FormField, FormOption, FormSubsection, TemplateForm } from '@dental/contracts';

const yesNo = (code: string): FormOption[] => [
  { bookmark: `${code}_yes`, label: 'Yes', value: 'Yes' },
  { bookmark: `${code}_no`, label: 'No', value: 'No' },
];

let serial = 0;
const fieldId = () => `6a0000000000000000${(++serial).toString(16).padStart(6, '0')}`;

function text(
  bookmark: string,
  label: string,
  kind: 'text_string' | 'text_date' | 'text_number',
  extra: Partial<FormField> = {},
): FormField {
  return {
    _id: fieldId(),
    type: kind,
    elementType: 'text',
    bookmark,
    label,
    required: false,
    cond: kind === 'text_string' ? 60 : null,
    symbol: '',
    options: [],
    affectsOn: [],
    value: '',
    ...extra,
  };
}

function choice(bookmark: string, label: string, options: FormOption[], extra: Partial<FormField> = {}): FormField {
  return {
    _id: fieldId(),
    type: 'checkbox_object',
    elementType: 'checkbox',
    bookmark,
    label,
    required: false,
    cond: null,
    symbol: '',
    options,
    affectsOn: [],
    value: '',
    ...extra,
  };
}

const subsection = (code: string, label: string, items: FormField[]): FormSubsection => ({
  _id: fieldId(),
  type: 'subsection',
  label,
  code,
  items,
});

const percent = (code: string, label: string, required = false) => text(code, label, 'text_number', { symbol: '%', required });

export const DENTAL_FBD_TEMPLATE_ID = '6a0000000000000000000001';

export const DENTAL_FBD_TEMPLATE: TemplateForm = {
  _id: DENTAL_FBD_TEMPLATE_ID,
  name: 'Dental FBD',
  description: 'Full breakdown of dental benefits',
  version: 1,
  content: [
    {
      _id: '6a00000000000000000000a1',
      type: 'section_info',
      categoryName: 'Plan information',
      items: [
        text('PlanName', 'Plan name', 'text_string', { required: true }),
        text('GroupID', 'Group number', 'text_string', { required: true, cond: 30 }),
        text('EffectiveDate', 'Effective date', 'text_date', { required: true }),
        text('AnnualMaximum', 'Annual maximum', 'text_number', { symbol: '$', required: true }),
        text('Deductible', 'Deductible', 'text_number', { symbol: '$' }),
        choice('WaitingPeriod', 'Waiting period?', yesNo('WaitingPeriod'), {
          required: true,
          affectsOn: [{ actions: ['show'], whenValueContains: ['Yes'], affectType: 'bookmark', destination: ['WaitingPeriodMonths'] }],
        }),
        text('WaitingPeriodMonths', 'Waiting period (months)', 'text_number', { required: true }),
      ],
    },
    {
      _id: '6a00000000000000000000a2',
      type: 'section_code',
      categoryName: 'Coverage',
      items: [
        subsection('Preventive', 'Preventive', [
          percent('D0120', 'D0120 Periodic oral evaluation', true),
          percent('D1110', 'D1110 Prophylaxis adult', true),
        ]),
        subsection('Basic', 'Basic', [
          percent('D2140', 'D2140 Amalgam one surface', true),
          choice('MissingToothClause', 'Missing tooth clause?', yesNo('MissingToothClause'), {
            affectsOn: [{ actions: ['disable'], whenValueContains: ['No'], affectType: 'bookmark', destination: ['MissingToothNotes'] }],
          }),
          text('MissingToothNotes', 'Missing tooth clause notes', 'text_string', { cond: 200 }),
        ]),
        subsection('Frequencies', 'Frequencies', [
          {
            ...choice('ExamFrequency', 'Exams covered', [
              { bookmark: 'ExamFrequency_1', label: '1 per year', value: '1py' },
              { bookmark: 'ExamFrequency_2', label: '2 per year', value: '2py' },
              { bookmark: 'ExamFrequency_6m', label: 'Every 6 months', value: '6m' },
            ]),
            type: 'checkbox_multiobject',
            elementType: 'multiple',
            value: [],
          },
        ]),
      ],
    },
  ],
};
