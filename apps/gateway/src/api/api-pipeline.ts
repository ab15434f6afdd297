/**
 * One API call, from the HTTP request to the owning service and back:
 * route → body (opened if encrypted) → input hygiene → rate limit → token → blacklist → access profile → permission and tenancy
 * → command over Kafka (or an answer kept from before: kept-answers.ts) → answer envelope (encrypted `value` where the route says so).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, ErrorCode, ROUTES, TokenMessages, sealJson, type AccessProfile, type Actor, type RouteDef } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { AccessProfileCache } from '../access/access-profile-cache';
import { BearerTokens, type VerifiedClaims } from '../access/bearer-token';
import { TokenBlacklist } from '../access/token-blacklist';
import { authorize } from '../access/authorize';
import { RateLimiter } from '../security/rate-limiter';
import { clearedSessionCookies, sessionCookiesOf, withRefreshTokenOfCookie, type CookieToSet } from '../security/session-cookie';
import { failureAnswer, type HttpAnswer } from './answers';
import { openBody } from './request-body';
import { checkInputHygiene } from './input-hygiene';
import { RouteTable } from './route-table';
import { KeptAnswers } from './kept-answers';
import { PreparedJson } from '../web/compression';

export interface ApiRequest {
  method: string;
  path: string;
  authorization?: string;
  query: Record<string, unknown>;
  body: unknown;
  requestId: string;
  ip: string;
  /** The Cookie header: the refresh token of a browser session (security/session-cookie.ts). */
  cookies?: string;
}

export interface ApiAnswer extends HttpAnswer {
  /** The body already as JSON (a kept answer), sent as it is instead of `body`. */
  json?: PreparedJson;
  /** The contract path that answered, for metrics and logs; undefined when no route matched. */
  route?: string;
  cookies?: CookieToSet[];
}

@Injectable()
export class ApiPipeline {
  private readonly logger = new Logger(ApiPipeline.name);
  private readonly routes = new RouteTable(ROUTES);
  private readonly tokens: BearerTokens;
  private readonly envelopeKey: string;

  constructor(
    @Inject(GATEWAY_CONFIG) config: Pick<GatewayConfig, 'JWT_SECRET' | 'BODY_ENCRYPTION_KEY'>,
    private readonly rpc: RpcClient,
    private readonly blacklist: TokenBlacklist,
    private readonly profiles: AccessProfileCache,
    private readonly limiter: RateLimiter,
    private readonly kept: KeptAnswers,
  ) {
    this.tokens = new BearerTokens(config.JWT_SECRET);
    this.envelopeKey = config.BODY_ENCRYPTION_KEY;
  }

  async handle(request: ApiRequest): Promise<ApiAnswer> {
    const matched = this.routes.match(request.method, request.path);
    if (!matched) {
      const notFound = new AppError(ErrorCode.NotFound, `No route ${request.method.toUpperCase()} ${request.path}`, false);
      return failureAnswer(notFound, request.requestId);
    }
    const { route, params } = matched;
    try {
      const body = route.method === 'GET' ? undefined : await openBody(request.body, this.envelopeKey);
      const input = withRefreshTokenOfCookie(route, route.method === 'GET' ? request.query : body, request.cookies);
      checkInputHygiene(input, params);
      if (route.rateLimit) await this.limiter.consume(route.rateLimit, request.ip, input);
      let actor: Actor | null = null;
      let claims: VerifiedClaims | undefined;
      let profile: AccessProfile | undefined;
      // Tenancy is checked on the fields as the service will see them: query or body with the path parameters.
      const checked = payloadOf(route, input, params, { ip: request.ip });
      if (!route.public) ({ actor, claims, profile } = await this.authenticate(route, request.authorization, checked, request.requestId));
      const payload = payloadOf(route, input, params, { claims, profile, ip: request.ip });
      if (route.keptAnswer && actor && !route.encryptAnswer) {
        const kept = await this.kept.find(route, actor, payload);
        let json = kept.json;
        if (!json) {
          const data: unknown = await this.rpc.send(route.command, payload as never, actor, request.requestId);
          json = new PreparedJson(`{"success":true,"data":${JSON.stringify(data ?? null)}}`);
          if (kept.ticket) this.kept.keep(kept.ticket, json);
        }
        return { status: 200, body: undefined, json, route: route.path };
      }
      const data = await this.rpc.send(route.command, payload as never, actor, request.requestId);
      await this.kept.afterCall(route, actor);
      if (route.rateLimit?.forgetAccountOnSuccess) await this.limiter.forgetAccount(route.rateLimit, input);
      const answer = route.encryptAnswer
        ? { success: true, value: JSON.stringify(await sealJson(data, this.envelopeKey)) }
        : { success: true, data };
      return { status: 200, body: answer, route: route.path, cookies: sessionCookiesOf(route, data) };
    } catch (error) {
      if (!(error instanceof AppError)) {
        this.logger.error({ err: error, requestId: request.requestId }, `${route.method} ${route.path} failed`);
      }
      // A sign-out that failed (an expired token) still leaves the browser without its session cookies.
      const cookies = route.sessionCookie === 'clear' ? clearedSessionCookies() : undefined;
      return { ...failureAnswer(error, request.requestId), route: route.path, cookies };
    }
  }

  /** Token, blacklist, access profile, then the route's permission and tenancy; also used by the gateway's file routes. */
  async authenticate(
    route: RouteDef,
    authorization: string | undefined,
    input: unknown,
    requestId: string,
  ): Promise<{ actor: Actor; claims: VerifiedClaims; profile: AccessProfile }> {
    const claims = this.tokens.verify(authorization);
    // Both asked at once (one Redis round trip); a blacklisted token's profile is read for nothing.
    const [blacklisted, profile] = await Promise.all([this.blacklist.has(claims.jti), this.profiles.get(claims.sub, requestId)]);
    if (blacklisted) throw new AppError(ErrorCode.TokenBlacklisted, TokenMessages.blacklisted);
    const actor = actorOf(profile);
    authorize(route, actor, input);
    return { actor, claims, profile };
  }
}

/** One actor per profile read (AccessProfileCache gives the same object while Redis holds the same profile). */
const actors = new WeakMap<AccessProfile, Actor>();

/** Only the grants travel to the services, never the person's name or e-mail. */
function actorOf(profile: AccessProfile): Actor {
  let actor = actors.get(profile);
  if (!actor) actors.set(profile, (actor = grantsOf(profile)));
  return actor;
}

function grantsOf(profile: AccessProfile): Actor {
  return {
    userId: profile.userId,
    clientId: profile.clientId,
    clientIds: profile.clientIds,
    practiceIds: profile.practiceIds,
    permissions: profile.permissions,
  };
}

/**
 * The command's payload: the query (GET) or the body, with the path parameters, and the fields the
 * route asks the gateway to add (`callerFields`), which win over anything the caller sent.
 */
export function payloadOf(
  route: RouteDef,
  input: unknown,
  params: Record<string, string>,
  context: { claims?: VerifiedClaims; profile?: Pick<AccessProfile, 'firstName' | 'lastName'>; ip: string },
): unknown {
  const fields = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : undefined;
  const hasParams = Object.keys(params).length > 0;
  let payload: unknown = fields ? { ...fields, ...params } : hasParams || input === undefined ? { ...params } : input;
  const asks = route.callerFields ?? [];
  if (asks.includes('token') && context.claims) {
    payload = { ...(payload as object), jti: context.claims.jti, exp: context.claims.exp };
  }
  if (asks.includes('name') && context.profile) {
    payload = { ...(payload as object), callerName: { firstName: context.profile.firstName, lastName: context.profile.lastName } };
  }
  if (asks.includes('ip')) payload = { ...(payload as object), ip: context.ip.slice(0, 64) };
  return payload;
}

/** Request fields the gateway fills in itself; the API description leaves them out. */
export function gatewayFields(route: RouteDef): string[] {
  return (route.callerFields ?? []).flatMap((field) => (field === 'token' ? ['jti', 'exp'] : field === 'name' ? ['callerName'] : [field]));
}
