import { ConverterMessages } from '@dental/contracts';

/**
 * A conversion that cannot succeed however often it is tried (a corrupt document, a PDF without a
 * table): the job fails at once with this message for the person, instead of being retried.
 */
export class ConversionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConversionRefused';
  }
}

/** The messages a failed conversion may show as they are; anything else reads "please try again". */
export const SHOWN_FAILURES: ReadonlySet<string> = new Set([ConverterMessages.unreadable, ConverterMessages.noTable]);
