/** Events the templates service publishes. */
import { z } from 'zod';
import type { TemplateForm } from './template-form';

/**
 * `templates.template.changed`: a template was created or changed and now has `version`; `form` is
 * that version as `GET /api/tmp/data/{templateId}` answers it, so a consumer can keep its own copy of
 * every version without asking. Forms of transactions not yet audited follow the newest version; an
 * audited transaction keeps the version it was audited with.
 */
export const templateChangedEventSchema = z.object({
  templateId: z.string(),
  version: z.number().int().min(1),
  /** `announced`: a version already published, sent again for consumers that may have missed it. */
  change: z.enum(['created', 'updated', 'announced']),
  occurredAt: z.string(),
  form: z
    .object({ _id: z.string(), name: z.string(), description: z.string(), version: z.number().int(), content: z.array(z.unknown()) })
    .passthrough(),
});
export type TemplateChangedEvent = Omit<z.infer<typeof templateChangedEventSchema>, 'form'> & { form: TemplateForm };
