import type { FormField, FormSection, TemplateForm } from '@dental/contracts';
import { FormMessages, fbdFormView, fieldProblem, toggledValue } from './fbdFormModel';

const field = (bookmark: string, over: Partial<FormField> = {}): FormField => ({
  _id: `id-${bookmark}`,
  type: 'text_string',
  elementType: 'text',
  bookmark,
  label: bookmark,
  required: false,
  cond: null,
  symbol: '',
  options: [],
  affectsOn: [],
  value: '',
  ...over,
});

const yesNo = (bookmark: string, over: Partial<FormField> = {}) =>
  field(bookmark, {
    type: 'checkbox_object',
    elementType: 'checkbox',
    options: [
      { bookmark: `${bookmark}_Yes`, label: 'Yes', value: `${bookmark}_Yes` },
      { bookmark: `${bookmark}_No`, label: 'No', value: `${bookmark}_No` },
    ],
    ...over,
  });

/** A template as `GET /api/tmp/data/{templateId}` answers it: what the editor's Preview is given. */
const template: TemplateForm = {
  _id: 't1',
  name: 'Small',
  description: 'Small',
  version: 3,
  content: [
    {
      _id: 's1',
      type: 'section_info',
      categoryName: 'Coverage',
      items: [
        yesNo('Ortho', {
          required: true,
          affectsOn: [{ actions: ['show'], whenValueContains: ['Yes'], affectType: 'bookmark', destination: ['OrthoPct'] }],
        }),
        field('OrthoPct', { type: 'text_number', required: true, symbol: '%', cond: 3 }),
        yesNo('Waiting', {
          affectsOn: [{ actions: ['disable'], whenValueContains: ['No'], affectType: 'bookmark', destination: ['WaitingText'] }],
        }),
        field('WaitingText', { required: true }),
      ],
    },
    {
      _id: 's2',
      type: 'section_code',
      categoryName: 'Frequencies',
      items: [
        {
          _id: 'sub1',
          type: 'subsection',
          label: 'Prophylaxis, adult',
          code: 'D1110',
          items: [field('D1110_Frequency', { required: true })],
        },
      ],
    },
  ],
};

describe('one template, one form: the editor Preview and the FBD tab', () => {
  it('renders the same tabs, fields and badges from the template and from a transaction carrying the same values', () => {
    const values = { Ortho: 'Ortho_Yes', OrthoPct: '80' };
    const preview = fbdFormView(template.content, values);
    // The FBD tab receives the elements with the transaction's values in them.
    const withValues: FormSection[] = structuredClone(template.content);
    (withValues[0].items[0] as FormField).value = 'Ortho_Yes';
    (withValues[0].items[1] as FormField).value = '80';
    expect(fbdFormView(withValues, {})).toEqual(preview);
  });
});

describe('fbdFormView', () => {
  it('makes one tab per section with sub-sections as accordions', () => {
    const view = fbdFormView(template.content, {});
    expect(view.tabs.map((t) => t.title)).toEqual(['Coverage', 'Frequencies']);
    expect(view.tabs[1].blocks).toEqual([expect.objectContaining({ kind: 'accordion', title: 'Prophylaxis, adult', code: 'D1110' })]);
  });

  it('hides fields a show condition waits for, and does not count them as missing', () => {
    const view = fbdFormView(template.content, {});
    const coverage = view.tabs[0].blocks[0];
    expect(coverage.kind === 'fields' && coverage.fields.map((f) => f.bookmark)).toEqual(['Ortho', 'Waiting', 'WaitingText']);
    expect(view.tabs.map((t) => t.missing)).toEqual([2, 1]);
  });

  it('shows them when the trigger value is chosen, counting them until filled', () => {
    const shown = fbdFormView(template.content, { Ortho: 'Ortho_Yes' });
    const fields = shown.tabs[0].blocks[0].kind === 'fields' ? shown.tabs[0].blocks[0].fields : [];
    expect(fields.find((f) => f.bookmark === 'OrthoPct')).toMatchObject({ missing: true, symbol: '%', maxLength: 3 });
    expect(shown.tabs[0].missing).toBe(2);
    expect(fbdFormView(template.content, { Ortho: 'Ortho_Yes', OrthoPct: '80', WaitingText: 'none' }).tabs[0].missing).toBe(0);
  });

  it('disables a field while its trigger holds, and no longer counts it', () => {
    const view = fbdFormView(template.content, { Waiting: 'Waiting_No' });
    const fields = view.tabs[0].blocks[0].kind === 'fields' ? view.tabs[0].blocks[0].fields : [];
    expect(fields.find((f) => f.bookmark === 'WaitingText')).toMatchObject({ disabled: true, missing: false });
  });

  it('treats EMPTY as an empty value', () => {
    expect(fbdFormView(template.content, { D1110_Frequency: 'EMPTY' }).tabs[1].missing).toBe(1);
  });
});

describe('input rules', () => {
  it('checks numbers, dates as MM/DD/YYYY and the maximum length', () => {
    expect(fieldProblem({ kind: 'text_number', maxLength: null }, '$1,200.50')).toBeUndefined();
    expect(fieldProblem({ kind: 'text_number', maxLength: null }, '12a')).toBe(FormMessages.invalidNumber);
    expect(fieldProblem({ kind: 'text_date', maxLength: null }, '12/31/2021')).toBeUndefined();
    expect(fieldProblem({ kind: 'text_date', maxLength: null }, '02/30/2021')).toBe(FormMessages.invalidDate);
    expect(fieldProblem({ kind: 'text_string', maxLength: 3 }, 'abcd')).toBe('Maximum 3 characters');
    expect(fieldProblem({ kind: 'text_string', maxLength: null }, 'a<b>')).toBe(FormMessages.invalidText);
  });

  it('toggles one choice for a checkbox and a set for multiple', () => {
    expect(toggledValue({ kind: 'checkbox_object', value: 'a' }, 'b')).toBe('b');
    expect(toggledValue({ kind: 'checkbox_object', value: 'a' }, 'a')).toBe('');
    expect(toggledValue({ kind: 'checkbox_multiobject', value: ['a'] }, 'b')).toEqual(['a', 'b']);
    expect(toggledValue({ kind: 'checkbox_multiobject', value: ['a', 'b'] }, 'a')).toEqual(['b']);
  });
});
