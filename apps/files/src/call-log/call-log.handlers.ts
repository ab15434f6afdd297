/**
 * The call log (`/air-call`) and a call's detail: the client's calls as the call provider keeps
 * them, through its API with the client's credentials. Calls belong to the client's provider
 * account, so the caller's client (checked by the gateway) decides whose calls are shown.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  CALL_LOG_PAGE_SIZE,
  CallLogMessages,
  CallsCommands,
  type Actor,
  type Call,
  type CallPage,
  type CommandInput,
} from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { ProviderCredentials } from '../providers/provider-credentials';
import { PROVIDER_SETTINGS, type ProviderSettings } from '../providers/provider-settings';
import { failedListState, recordError } from '../providers/provider-state';
import { AIRCALL, AircallAdapter, type AircallPage, type CallFilters } from './aircall.adapter';

@Injectable()
export class CallLogHandlers {
  constructor(
    private readonly credentials: ProviderCredentials,
    @Inject(PROVIDER_SETTINGS) private readonly settings: ProviderSettings,
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

  @HandlesCommand(CallsCommands.getCall)
  async get(input: CommandInput<typeof CallsCommands.getCall>, actor: Actor | null): Promise<{ call: Call }> {
    const api = await this.adapter(input.clientId, signedIn(actor));
    if (typeof api === 'string') throw new AppError(ErrorCode.Conflict, api);
    try {
      return { call: await api.getCall(input.id) };
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
