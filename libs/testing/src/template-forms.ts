/**
 * A small verification form for tests of the services that keep a copy of the templates service's
 * forms: a plan name, a yes/no waiting period that shows the months field when 'Yes', and the
 * months. Every field is required, so the missing-field count follows the condition.
 */
import { newId, type FormField, type PracticeChangedEvent, type TemplateChangedEvent, type TemplateForm } from '@dental/contracts';
import { DEMO_CLIENTS, type DemoPractice } from './demo-data';

function field(bookmark: string, label: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField {
  return {
    _id: newId(),
    type,
    elementType: type.startsWith('checkbox') ? 'checkbox' : 'text',
    bookmark,
    label,
    required: true,
    cond: type === 'text_string' ? 60 : null,
    symbol: '',
    options: [],
    affectsOn: [],
    value: '',
    ...extra,
  };
}

/** Version `version` of a template; `extraFields` are added, required, after the waiting period's months. */
export function aTemplateForm(templateId: string, version = 1, extraFields: string[] = []): TemplateForm {
  return {
    _id: templateId,
    name: `Test form ${templateId.slice(-4)}`,
    description: 'Plan and waiting period',
    version,
    content: [
      {
        _id: newId(),
        type: 'section_info',
        categoryName: 'Plan',
        items: [
          field('PlanName', 'Plan name', 'text_string'),
          field('WaitingPeriod', 'Waiting period', 'checkbox_object', {
            options: [
              { bookmark: 'WaitingPeriod_yes', label: 'Yes', value: 'Yes' },
              { bookmark: 'WaitingPeriod_no', label: 'No', value: 'No' },
            ],
            affectsOn: [{ actions: ['show'], whenValueContains: ['Yes'], affectType: 'bookmark', destination: ['WaitingPeriodMonths'] }],
          }),
          field('WaitingPeriodMonths', 'Waiting period (months)', 'text_number'),
          ...extraFields.map((code) => field(code, code, 'text_string')),
        ],
      },
    ],
  };
}

/** The `templates.template.changed` event announcing a form. */
export function aTemplateChangedEvent(form: TemplateForm): TemplateChangedEvent {
  return {
    templateId: form._id,
    version: form.version,
    change: form.version === 1 ? 'created' : 'updated',
    occurredAt: new Date().toISOString(),
    form,
  };
}

/** What the auth service announces for a demo practice on `templateId` ('' for none of its own or its client's). */
export function aPracticeChangedEvent(practice: DemoPractice, templateId: string): PracticeChangedEvent {
  return {
    practiceId: practice._id,
    clientId: practice.clientId,
    name: practice.name,
    clientName: DEMO_CLIENTS.find((c) => c._id === practice.clientId)?.name ?? '',
    state: practice.state,
    deleted: false,
    templateId,
    occurredAt: new Date().toISOString(),
  };
}
