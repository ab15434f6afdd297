/**
 * The call log (`/air-call`) and a call's detail: the client's calls as the call provider keeps
 * them, through its API with the client's credentials. Calls belong to the client's provider
 * account, so the caller's client (checked by the gateway) decides whose calls are shown. The
 * detail adds what the product keeps about the call (its patient, its files, the text messages with
 * its number); the patient and files are kept only for a call the provider shows the client.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  CALL_LOG_PAGE_SIZE,
  CallLogMessages,
  CallRecordMessages,
  CallsCommands,
  type Actor,
  type Call,
  type CallDetail,
  type CallFile,
  type CallFileLocation,
  type CallPage,
  type CallPatientInfo,
  type CommandInput,
} from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { ProviderCredentials } from '../providers/provider-credentials';
import { PROVIDER_SETTINGS, type ProviderSettings } from '../providers/provider-settings';
import { ProviderError } from '../providers/provider-http';
import { failedListState, recordError } from '../providers/provider-state';
import { CallRecordsRepository, MAX_FILES_PER_CALL, digitsOf } from './call-records.repository';
import { AIRCALL, AircallAdapter, type AircallPage, type CallFilters } from './aircall.adapter';

@Injectable()
export class CallLogHandlers {
  constructor(
    private readonly credentials: ProviderCredentials,
    @Inject(PROVIDER_SETTINGS) private readonly settings: ProviderSettings,
    private readonly records: CallRecordsRepository,
  ) {}

  @HandlesCommand(CallsCommands.listCalls)
  list(input: CommandInput<typeof CallsCommands.listCalls>, actor: Actor | null): Promise<CallPage> {
    return this.page(input, actor, (api) => api.listCalls(input.page, input.per_page));
  }

  @HandlesCommand(CallsCommands.searchCalls)
  search(input: CommandInput<typeof CallsCommands.searchCalls>, actor: Actor | null): Promise<CallPage> {
    const filters: CallFilters = {
      direction: input.direction,
      phoneNumber: input.phone_number,
      userId: input.user_id,
      from: input.from,
      to: input.to,
    };
    return this.page(input, actor, (api) => api.searchCalls(filters, input.page, input.per_page));
  }

  /** The call from the provider; while it cannot be reached, the copy its webhooks or the bots announced, if any. */
  @HandlesCommand(CallsCommands.getCall)
  async get(input: CommandInput<typeof CallsCommands.getCall>, actor: Actor | null): Promise<CallDetail> {
    const who = signedIn(actor);
    const client = clientOf(input.clientId, who);
    const api = await this.adapter(input.clientId, who);
    if (typeof api === 'string') throw new AppError(ErrorCode.Conflict, api);
    let call: Call;
    let provider: CallDetail['provider'] = { provider: AIRCALL, state: 'up' };
    try {
      call = await api.getCall(input.id);
    } catch (error) {
      const announced =
        error instanceof ProviderError && error.failure === 'unreachable' ? await this.records.announcedCall(client, input.id) : null;
      if (!announced) recordError(error, CallLogMessages.notFound);
      call = announced;
      provider = { provider: AIRCALL, state: 'down', message: (error as Error).message };
    }
    const [patientInfo, files, messages] = await Promise.all([
      this.records.patientInfo(client, call.id),
      this.records.files(client, call.id),
      this.records.messagesWith(client, digitsOf(call.raw_digits)),
    ]);
    return { call, patientInfo, files, messages, provider };
  }

  @HandlesCommand(CallsCommands.saveCallPatientInfo)
  async savePatientInfo(input: CommandInput<typeof CallsCommands.saveCallPatientInfo>, actor: Actor | null): Promise<CallPatientInfo> {
    const who = signedIn(actor);
    await this.existingCall(input.clientId, input.id, who);
    return this.records.savePatientInfo(clientOf(input.clientId, who), input.id, {
      patientFirstName: input.patientFirstName,
      patientLastName: input.patientLastName,
      patientDOB: input.patientDOB ?? null,
      patientId: input.patientId ?? null,
      memberId: input.memberId ?? null,
      notes: input.notes ?? null,
      updatedBy: personOf(input.callerName, who),
    });
  }

  /** The gateway stored the bytes; the record names them once the call is known to be the client's (else the gateway removes them). */
  @HandlesCommand(CallsCommands.attachCallFile)
  async attachFile(input: CommandInput<typeof CallsCommands.attachCallFile>, actor: Actor | null): Promise<CallFile> {
    const who = signedIn(actor);
    await this.existingCall(input.clientId, input.callId, who);
    const file = await this.records.addFile(clientOf(input.clientId, who), input.callId, {
      key: input.file.key,
      filename: input.file.name,
      size: input.file.size,
      contentType: input.file.contentType,
      uploadedBy: personOf(input.callerName, who),
    });
    if (!file) throw new AppError(ErrorCode.Conflict, `A call holds at most ${MAX_FILES_PER_CALL} files`);
    return file;
  }

  @HandlesCommand(CallsCommands.callFile)
  async file(input: CommandInput<typeof CallsCommands.callFile>, actor: Actor | null): Promise<CallFileLocation> {
    const found = await this.records.locateFile([clientOf(input.clientId, signedIn(actor))], input.fileId);
    if (!found) throw new AppError(ErrorCode.NotFound, CallRecordMessages.fileNotFound);
    return found;
  }

  /** Nothing is kept for a call the client's provider account does not hold, nor while the provider cannot say. */
  private async existingCall(clientId: string | undefined, callId: number, who: Actor): Promise<Call> {
    const api = await this.adapter(clientId, who);
    if (typeof api === 'string') throw new AppError(ErrorCode.Conflict, api);
    try {
      return await api.getCall(callId);
    } catch (error) {
      recordError(error, CallLogMessages.notFound);
    }
  }

  private async page(
    input: { clientId?: string; page: number; per_page: number },
    actor: Actor | null,
    fetchPage: (api: AircallAdapter) => Promise<AircallPage<Call>>,
  ): Promise<CallPage> {
    const empty = (state: CallPage['provider']): CallPage => ({
      calls: [],
      meta: { total: 0, count: 0, current_page: input.page, per_page: input.per_page ?? CALL_LOG_PAGE_SIZE },
      provider: state,
    });
    const api = await this.adapter(input.clientId, signedIn(actor));
    if (typeof api === 'string') return empty({ provider: AIRCALL, state: 'unconfigured', message: api });
    try {
      const found = await fetchPage(api);
      return {
        calls: found.items,
        meta: { total: found.meta.total, count: found.items.length, current_page: found.meta.current_page, per_page: found.meta.per_page },
        provider: { provider: AIRCALL, state: 'up' },
      };
    } catch (error) {
      return empty(failedListState(AIRCALL, error));
    }
  }

  /** The adapter with the client's credentials, or why there is none. */
  private async adapter(clientId: string | undefined, actor: Actor): Promise<AircallAdapter | string> {
    const found = await this.credentials.of('aircall', clientId, actor);
    if (!found.ok) return found.message;
    return new AircallAdapter(this.settings.AIRCALL_API_URL, found.values, this.settings.PROVIDER_TIMEOUT_MS);
  }
}

/** The client the request names when the caller may reach it, else the caller's own (as the credentials are chosen). */
function clientOf(clientId: string | undefined, who: Actor): string {
  return clientId && who.clientIds.includes(clientId) ? clientId : who.clientId;
}

function personOf(name: { firstName: string; lastName: string }, who: Actor): string {
  return `${name.firstName} ${name.lastName}`.trim() || who.userId;
}
