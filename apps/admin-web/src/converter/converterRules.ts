/** The converter's checks before an upload (spec 03 §5), with the spec's messages. */
import { CONVERTER_MAX_BYTES, ConverterMessages, conversionType, type ConversionKind } from '@dental/contracts';

/** Why this file cannot be sent for this conversion, or null when it can. */
export function conversionProblem(kind: ConversionKind | '', file: { name: string; size: number }): string | null {
  if (!kind) return ConverterMessages.emptyType;
  if (!file.name.toLowerCase().endsWith(`.${conversionType(kind).source}`)) return ConverterMessages.wrongExtension;
  if (file.size >= CONVERTER_MAX_BYTES) return ConverterMessages.tooLarge;
  return null;
}
