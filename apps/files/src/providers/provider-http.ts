/**
 * How the adapters talk to a provider's REST API: a JSON request with a deadline, and the
 * provider's failures sorted into what the product does about them. Unreachable, too slow, a 5xx or
 * a 429: the provider is down for now. 401/403: the client's credentials were refused. 404: no such
 * record. Any other 4xx: the request was wrong, with the provider's own words.
 */

export type ProviderFailure = 'unreachable' | 'refused' | 'not-found' | 'bad-request';

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderRequest {
  provider: string;
  url: string;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  /** A JSON body (objects) or a form (URLSearchParams). */
  body?: object | URLSearchParams;
  timeoutMs: number;
}

/** The provider's own explanation from an error body, whatever its key. */
function reasonOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  for (const key of ['troubleshoot', 'message', 'error_description', 'error'])
    if (typeof b[key] === 'string' && b[key]) return b[key] as string;
  return undefined;
}

export async function providerJson<T>(request: ProviderRequest): Promise<T> {
  const { provider } = request;
  const isForm = request.body instanceof URLSearchParams;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(request.body ? { 'Content-Type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
        ...request.headers,
      },
      body: request.body ? (isForm ? request.body.toString() : JSON.stringify(request.body)) : undefined,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ProviderError(
      provider,
      'unreachable',
      timedOut ? `${provider} did not answer within ${request.timeoutMs / 1000} s` : `${provider} cannot be reached`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) {
    if (body === undefined) throw new ProviderError(provider, 'unreachable', `${provider} answered something that is not JSON`);
    return body as T;
  }
  const reason = reasonOf(body);
  const status = response.status;
  if (status === 401 || status === 403)
    throw new ProviderError(
      provider,
      'refused',
      `${provider} refused the credentials saved on the Credentials screen${reason ? ` (${reason})` : ''}`,
    );
  if (status === 404) throw new ProviderError(provider, 'not-found', reason ?? `${provider} has no such record`);
  if (status === 429 || status >= 500)
    throw new ProviderError(provider, 'unreachable', `${provider} is not answering for now (HTTP ${status}); please try again later`);
  throw new ProviderError(provider, 'bad-request', `${provider} did not accept the request${reason ? `: ${reason}` : ''}`);
}

/** `base` + `path` + the query's defined values. */
export function providerUrl(base: string, path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url.toString();
}
