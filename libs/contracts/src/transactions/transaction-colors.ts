/** Flag colours per client (spec 03 "Flag Color", §5 colour form, §7 flag colours) and their assignment to transactions. */
import { z } from 'zod';
import { idText } from '../shared/id-text';

export const DEFAULT_COLOR_HEX = '#ADA9A9';
export const COLOR_PAGE_SIZE = 25;

export const ColorMessages = {
  nameRequired: 'You must write a name',
  hexRequired: 'Select Color',
  priorityInvalid: 'the value is not valid',
  priorityPositive: 'Color Priority must be greater than zero',
  exists: 'This color already exists',
  saved: 'Color was saved correctly',
  updated: 'Color was updated correctly',
  deleted: 'Color was deleted correctly',
  assigned: 'Color saved',
  deleteQuestion: 'Are you sure you want to delete this Color?',
} as const;

/** The colour form as typed (priority as text); the same rules the API applies. */
export function colorFormErrors(form: {
  name: string;
  hexCode: string;
  colorPriority: string;
}): Partial<Record<'name' | 'hexCode' | 'colorPriority', string>> {
  const errors: Partial<Record<'name' | 'hexCode' | 'colorPriority', string>> = {};
  if (!form.name.trim()) errors.name = ColorMessages.nameRequired;
  if (!/^#[0-9a-fA-F]{6}$/.test(form.hexCode.trim())) errors.hexCode = ColorMessages.hexRequired;
  const text = form.colorPriority.trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) errors.colorPriority = ColorMessages.priorityInvalid;
  else if (Number(text) <= 0) errors.colorPriority = ColorMessages.priorityPositive;
  return errors;
}

const colorFields = {
  name: z.string().trim().min(1, ColorMessages.nameRequired).max(60, 'must be at most 60 characters'),
  hexCode: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, ColorMessages.hexRequired)
    .transform((h) => h.toUpperCase()),
  colorPriority: z
    .number({ message: ColorMessages.priorityInvalid })
    .int(ColorMessages.priorityInvalid)
    .gt(0, ColorMessages.priorityPositive)
    .max(1000),
};

/** `POST /api/scheme/color/{id}`: id is the client. */
export const createColorSchema = z.object({ id: idText, ...colorFields, clientId: idText.optional() }).strict();
/** `PUT /api/scheme/color/{id}/{colorId}`. */
export const updateColorSchema = z.object({ id: idText, colorId: idText, ...colorFields, clientId: idText.optional() }).strict();
/** `DELETE /api/scheme/color/{id}/{colorId}`: id is the client (named as in the PUT of the same path, as OpenAPI requires). */
export const deleteColorSchema = z.object({ id: idText, colorId: idText, clientId: idText.optional() }).strict();
/** `GET /api/scheme/color/{id}`: every colour of the client, for the flag menu. */
export const listColorsSchema = z.object({ id: idText, clientId: idText.optional() }).strict();
/** `GET /api/scheme/color/grid/{clientId}`: the Flag Color table, filtered and paged. */
export const colorGridSchema = z
  .object({
    clientId: idText,
    name: z.string().max(60).optional(),
    hexCode: z.string().max(7).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(COLOR_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
/** `PUT /api/iv/transaction/color/{a}/{b}`: a is the transaction, b its practice; colorSchemeId '' clears the flag. */
export const assignColorSchema = z
  .object({ a: idText, b: idText, colorSchemeId: z.union([idText, z.literal('')]), clientId: idText.optional() })
  .strict();

export interface FlagColor {
  _id: string;
  name: string;
  hexCode: string;
  colorPriority: number;
  clientId: string;
}
export interface ColorPage {
  records: FlagColor[];
  recordsQty: number;
}
