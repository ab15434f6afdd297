/**
 * A documented HTTP call the gateway serves, bound to the command that answers it. The web app
 * builds its requests from the same definitions, so a path is written once.
 *
 * - `permission`: the permission key the user must hold (undefined: any signed-in user).
 * - `public`: no token needed (the sign-in family).
 * - `tenancy`: which fields of the request name a client or practices the user must have been granted.
 * - `encryptAnswer`: the answer goes out as an encrypted `value` (spec 01 §7).
 * - `callerFields`: what only the gateway knows, added to the payload over anything the caller sent:
 *   `ip` (the caller's address), `token` (the access token's `jti` and `exp`) and `name` (the
 *   signed-in user's `callerName: {firstName, lastName}`, for records that show who made them).
 * - `rateLimit`: how often an address and an account may make this call (./rate-limits.ts).
 * - `sessionCookie`: what the call does to the browser's HttpOnly refresh-token cookie: `set` (a
 *   completed sign-in), `renew` (read it when the body names no token, then set the new one), `clear`
 *   (read it likewise, then remove it: sign-out).
 * - `fileUpload`: the request is a multipart form (one of the gateway's file routes): its file field,
 *   whether it repeats, and its text fields. `fileDownload`: the answer is the file's bytes, named by
 *   `Content-Disposition`, rather than JSON. Both shape the API description.
 * - `keptAnswer`: a read about the transactions of the request's practices (`tenancy.practiceField`,
 *   else every practice the user has): the gateway may give the same answer again to the same person
 *   with the same grants and request, for a few seconds, while none of those practices' lists has
 *   moved (../transactions/list-changes.ts).
 */
import type { CommandDef } from '../messaging/commands';
import type { RateLimit } from './rate-limits';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  command: CommandDef;
  summary: string;
  public?: boolean;
  permission?: string;
  tenancy?: { clientField?: string; practiceField?: string };
  encryptAnswer?: boolean;
  callerFields?: readonly ('ip' | 'token' | 'name')[];
  rateLimit?: RateLimit;
  sessionCookie?: 'set' | 'renew' | 'clear';
  fileUpload?: { fileField: string; multiple?: boolean; fields: readonly string[] };
  fileDownload?: true;
  keptAnswer?: true;
}
