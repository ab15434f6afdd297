import { fieldKind, formState, type FormField, type TemplateForm } from './template-form';

const field = (bookmark: string, over: Partial<FormField> = {}): FormField => ({
  _id: bookmark,
  type: 'text_string',
  elementType: 'text',
  bookmark,
  label: bookmark,
  required: true,
  cond: null,
  symbol: '',
  options: [],
  affectsOn: [],
  value: '',
  ...over,
});

const plan = field('Plan', {
  type: 'checkbox_object',
  elementType: 'checkbox',
  options: [
    { bookmark: 'Plan_PPO', label: 'PPO', value: 'Plan_PPO' },
    { bookmark: 'Plan_HMO', label: 'HMO', value: 'Plan_HMO' },
  ],
  affectsOn: [
    { actions: ['hide'], whenValueContains: ['hmo'], affectType: 'bookmark', destination: ['OutOfNetwork'] },
    { actions: ['enable'], whenValueContains: ['PPO'], affectType: 'bookmark', destination: ['PpoNetwork'] },
    { actions: ['disable'], whenValueContains: ['HMO'], affectType: 'option', destination: ['Network_Out'] },
  ],
});
const network = field('Network', {
  type: 'checkbox_multiobject',
  elementType: 'multiple',
  required: false,
  options: [
    { bookmark: 'Network_In', label: 'In', value: 'Network_In' },
    { bookmark: 'Network_Out', label: 'Out', value: 'Network_Out' },
  ],
});
const form: Pick<TemplateForm, 'content'> = {
  content: [{ _id: 's', type: 'section_info', categoryName: 'Plan', items: [plan, field('OutOfNetwork'), field('PpoNetwork'), network] }],
};

describe('formState', () => {
  it('hides while the trigger holds, matching the chosen option by its label and ignoring case', () => {
    expect(formState(form, {}).fields.OutOfNetwork.hidden).toBe(false);
    expect(formState(form, { Plan: 'Plan_HMO' }).fields.OutOfNetwork).toMatchObject({ hidden: true, missing: false });
  });

  it('keeps enable destinations disabled until the trigger holds', () => {
    expect(formState(form, {}).fields.PpoNetwork).toMatchObject({ disabled: true, missing: false });
    expect(formState(form, { Plan: 'Plan_PPO' }).fields.PpoNetwork).toMatchObject({ disabled: false, missing: true });
  });

  it('acts on options', () => {
    expect(formState(form, { Plan: 'Plan_HMO' }).options.Network_Out.disabled).toBe(true);
    expect(formState(form, { Plan: 'Plan_PPO' }).options.Network_Out.disabled).toBe(false);
  });

  it('counts visible, enabled, empty required fields per section', () => {
    const state = formState(form, { Plan: 'Plan_PPO' });
    expect(state).toMatchObject({ missing: 2, required: 3, missingBySection: { s: 2 } });
    expect(formState(form, { Plan: 'Plan_PPO', OutOfNetwork: 'x', PpoNetwork: 'EMPTY' }).missing).toBe(1);
  });
});

describe('fieldKind', () => {
  it('maps a bookmark to its form element kind', () => {
    expect(fieldKind('text', 'date')).toBe('text_date');
    expect(fieldKind('text', 'number')).toBe('text_number');
    expect(fieldKind('text', 'string')).toBe('text_string');
    expect(fieldKind('checkbox', 'object')).toBe('checkbox_object');
    expect(fieldKind('multiple', 'object')).toBe('checkbox_multiobject');
  });
});
