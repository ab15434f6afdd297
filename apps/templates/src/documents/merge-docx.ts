/**
 * Fills a template document with a transaction's values (docxtemplater over the .docx built by
 * templateDocx). A checkbox value is an option code and is written as the option's label; several
 * choices are joined with commas; a bookmark without a value is left empty.
 */
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { formFields, type FormValues, type TemplateForm } from '@dental/contracts';

export function mergeValues(form: TemplateForm, values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field } of formFields(form)) {
    const value = values[field.bookmark];
    const chosen = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const labelOf = (v: string) => field.options.find((o) => o.value === v)?.label ?? v;
    out[field.bookmark] = field.options.length > 0 ? chosen.map(labelOf).join(', ') : chosen.join(', ');
  }
  return out;
}

export function mergeDocx(template: Buffer, form: TemplateForm, values: FormValues): Buffer {
  const doc = new Docxtemplater(new PizZip(template), { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
  doc.render(mergeValues(form, values));
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
