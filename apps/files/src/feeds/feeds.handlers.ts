/**
 * Azure Files, SFTP Files and their per-day reports, answered from the service's own index: only
 * files in the folders of practices the caller was granted are listed, whatever the filters say.
 */
import { Injectable } from '@nestjs/common';
import { FilesCommands, type Actor, type CommandInput, type FeedFilePage, type FeedReport, type FeedSource } from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { FeedFilesRepository } from './feed-files.repository';
import { FeedSyncService } from './feed-sync.service';

@Injectable()
export class FeedsHandlers {
  constructor(
    private readonly files: FeedFilesRepository,
    private readonly sync: FeedSyncService,
  ) {}

  @HandlesCommand(FilesCommands.azureFiles)
  azureFiles(input: CommandInput<typeof FilesCommands.azureFiles>, actor: Actor | null): Promise<FeedFilePage> {
    return this.list('azure', input, actor);
  }

  @HandlesCommand(FilesCommands.sftpFiles)
  sftpFiles(input: CommandInput<typeof FilesCommands.sftpFiles>, actor: Actor | null): Promise<FeedFilePage> {
    return this.list('sftp', input, actor);
  }

  @HandlesCommand(FilesCommands.azureReport)
  azureReport(input: CommandInput<typeof FilesCommands.azureReport>, actor: Actor | null): Promise<FeedReport> {
    return this.report('azure', input.date, actor);
  }

  @HandlesCommand(FilesCommands.sftpReport)
  sftpReport(input: CommandInput<typeof FilesCommands.sftpReport>, actor: Actor | null): Promise<FeedReport> {
    return this.report('sftp', input.date, actor);
  }

  private async list(source: FeedSource, query: CommandInput<typeof FilesCommands.azureFiles>, actor: Actor | null) {
    const who = signedIn(actor);
    const [page, feed] = await Promise.all([
      this.files.page(source, who.practiceIds, query),
      this.files.status(source, this.sync.isConfigured(source)),
    ]);
    return { ...page, feed };
  }

  private async report(source: FeedSource, date: string, actor: Actor | null): Promise<FeedReport> {
    const who = signedIn(actor);
    const [report, feed] = await Promise.all([
      this.files.report(source, who.practiceIds, date),
      this.files.status(source, this.sync.isConfigured(source)),
    ]);
    return { ...report, feed };
  }
}
