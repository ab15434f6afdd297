import { Injectable } from '@nestjs/common';
import { VerificationCommands, type Actor, type CommandInput, type ExportFile, type ExportStatus } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { PreferencesRepository } from '../user-preferences/preferences.repository';
import { signedIn } from '../user-preferences/signed-in';
import { practiceScope } from '../transactions/transaction-query';
import { ExportsService } from './exports.service';

/** `POST /api/iv/transaction/download` starts an export of the filtered list; `GET .../download/{jobId}` follows it; `.../{jobId}/file` names the stored file to the gateway, which streams it. */
@Injectable()
export class ExportsHandlers {
  constructor(
    private readonly exports: ExportsService,
    private readonly preferences: PreferencesRepository,
  ) {}

  @HandlesCommand(VerificationCommands.startExport)
  async start(input: CommandInput<typeof VerificationCommands.startExport>, actor: Actor | null): Promise<ExportStatus> {
    const scope = practiceScope(input, actor);
    const who = signedIn(actor);
    const saved = await this.preferences.get(who.userId);
    return this.exports.start({
      userId: who.userId,
      scope,
      query: { ...input, limit: 25, offset: 0 },
      order: { sort: saved.transaction, priority: saved.priority },
    });
  }

  @HandlesCommand(VerificationCommands.exportStatus)
  status(input: CommandInput<typeof VerificationCommands.exportStatus>, actor: Actor | null): Promise<ExportStatus> {
    return this.exports.status(input.jobId, signedIn(actor).userId);
  }

  @HandlesCommand(VerificationCommands.exportFile)
  file(input: CommandInput<typeof VerificationCommands.exportFile>, actor: Actor | null): Promise<ExportFile> {
    return this.exports.file(input.jobId, signedIn(actor).userId);
  }
}
