import { TemplateMessages } from '@dental/contracts';

/** Sharing needs at least one bookmark chosen (spec 02 §5: 'Please select at least one Bookmark'). */
export const validateShared = (values: Record<string, unknown>) =>
  Array.isArray(values.elements) && values.elements.length > 0 ? {} : { elements: TemplateMessages.selectBookmark };
