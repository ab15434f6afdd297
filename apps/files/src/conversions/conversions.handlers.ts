/**
 * The converter's commands: the gateway starts a conversion of a file it stored, then the screen
 * follows it and downloads the result. Every command is scoped to the person who uploaded.
 */
import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  FilesCommands,
  conversionType,
  type Actor,
  type CommandInput,
  type ConversionFile,
  type ConversionStatus,
} from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { ConversionsService } from './conversions.service';

@Injectable()
export class ConversionsHandlers {
  constructor(private readonly conversions: ConversionsService) {}

  @HandlesCommand(FilesCommands.startConversion)
  start(input: CommandInput<typeof FilesCommands.startConversion>, actor: Actor | null): Promise<ConversionStatus> {
    const who = signedIn(actor);
    // The key names the upload (conversions/<id>/source.<ext>): its id is the job's, and its kind must be the conversion's source.
    const [, id, file] = input.source.key.split('/');
    const expected = `source.${conversionType(input.kind).source}`;
    if (file !== expected)
      throw new AppError(ErrorCode.BadInput, `source.key must name a ${expected} for ${input.kind}`, true, [
        { path: 'source.key', message: `must name a ${expected}` },
      ]);
    return this.conversions.start({ userId: who.userId, kind: input.kind, sourceKey: input.source.key, sourceName: input.source.name }, id);
  }

  @HandlesCommand(FilesCommands.conversionStatus)
  status(input: CommandInput<typeof FilesCommands.conversionStatus>, actor: Actor | null): Promise<ConversionStatus> {
    return this.conversions.status(input.jobId, signedIn(actor).userId);
  }

  @HandlesCommand(FilesCommands.conversionFile)
  file(input: CommandInput<typeof FilesCommands.conversionFile>, actor: Actor | null): Promise<ConversionFile> {
    return this.conversions.file(input.jobId, signedIn(actor).userId);
  }
}
