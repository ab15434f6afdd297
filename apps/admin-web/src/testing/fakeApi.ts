/**
 * A stand-in for the HTTP client in adapter tests: it records each call (route and options) and
 * answers what the test queued for that route, or throws what the test queued. Also a browser-like
 * localStorage holding the practices the user selected, which the adapters read.
 */
import type { RouteDef } from '@dental/contracts';
import type { CallOptions } from '../api/httpClient';
import type { CallApi } from '../api/resourceAdapter';

export interface RecordedCall {
  route: RouteDef;
  options: CallOptions;
}

export function fakeApi() {
  const calls: RecordedCall[] = [];
  const answers = new Map<RouteDef, unknown[]>();
  const call = (async (route: RouteDef, options: CallOptions = {}) => {
    calls.push({ route, options });
    const queued = answers.get(route)?.shift();
    if (queued instanceof Error) throw queued;
    if (queued === undefined) throw new Error(`No answer queued for ${route.method} ${route.path}`);
    return queued;
  }) as CallApi;
  return {
    call,
    calls,
    answer(route: RouteDef, ...values: unknown[]) {
      answers.set(route, [...(answers.get(route) ?? []), ...values]);
    },
  };
}

/** Puts the practice selection of spec 01 §3 into a localStorage for the test's process. */
export function selectPractices(practices: { _id: string; name: string; clientId: string }[]): void {
  const items = new Map<string, string>();
  (globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> }).localStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  localStorage.setItem('appSettings', JSON.stringify({ canUseMultiPractice: true, practices, selectedPractices: practices }));
}
