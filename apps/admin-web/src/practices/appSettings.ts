/**
 * The appSettings entry of local storage (spec 01 §3): whether the user may select several
 * practices, the practices granted at sign-in, and the current selection. Every request carries
 * the client of the first selected practice, and the lists show the selected practices only.
 */
import type { GrantedClient, GrantedPractice } from '@dental/contracts';

export interface AppSettings {
  canUseMultiPractice: boolean;
  practices: GrantedPractice[];
  selectedPractices: GrantedPractice[];
}

export const APP_SETTINGS_KEY = 'appSettings';
/** Saved list filters (spec 01 §3); applying a new practice selection clears them. */
export const SAVED_FILTERS_KEY = 'filters';

export const DEFAULT_APP_SETTINGS: AppSettings = { canUseMultiPractice: true, practices: [], selectedPractices: [] };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPractice(value: unknown): value is GrantedPractice {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return typeof p._id === 'string' && typeof p.name === 'string' && typeof p.clientId === 'string';
}

/** Reads the settings, falling back to defaults for anything missing or malformed (an old or hand-edited entry). */
export function readAppSettings(storage: KeyValueStorage = localStorage): AppSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(APP_SETTINGS_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return { ...DEFAULT_APP_SETTINGS };
  const s = stored as Record<string, unknown>;
  return {
    canUseMultiPractice: typeof s.canUseMultiPractice === 'boolean' ? s.canUseMultiPractice : DEFAULT_APP_SETTINGS.canUseMultiPractice,
    practices: Array.isArray(s.practices) ? s.practices.filter(isPractice) : [],
    selectedPractices: Array.isArray(s.selectedPractices) ? s.selectedPractices.filter(isPractice) : [],
  };
}

export function writeAppSettings(settings: AppSettings, storage: KeyValueStorage = localStorage): void {
  storage.setItem(APP_SETTINGS_KEY, JSON.stringify(settings));
}

export function clearAppSettings(storage: KeyValueStorage = localStorage): void {
  storage.removeItem(APP_SETTINGS_KEY);
  storage.removeItem(SAVED_FILTERS_KEY);
}

export function grantedPracticesOf(clients: readonly GrantedClient[]): GrantedPractice[] {
  return clients.flatMap((client) =>
    client.practices.map((p) => ({ ...p, clientId: p.clientId || client.clientId, clientName: p.clientName || client.clientName })),
  );
}

/**
 * After sign-in: keep only selected practices still granted (with their fresh names), all of one
 * client, and just the first when the user may not select several. A browser with no selection of
 * its own (a new one, or after logout) starts from the selection kept on the server, `savedIds`.
 */
export function reconcileAppSettings(
  previous: AppSettings,
  canUseMultiPractice: boolean,
  clients: readonly GrantedClient[],
  savedIds: readonly string[] = [],
): AppSettings {
  const practices = grantedPracticesOf(clients);
  const byId = new Map(practices.map((p) => [p._id, p]));
  const wanted = previous.selectedPractices.length > 0 ? previous.selectedPractices.map((p) => p._id) : savedIds;
  let selected = wanted.flatMap((id) => {
    const granted = byId.get(id);
    return granted ? [granted] : [];
  });
  if (selected.length > 0) selected = selected.filter((p) => p.clientId === selected[0].clientId);
  if (!canUseMultiPractice) selected = selected.slice(0, 1);
  return { canUseMultiPractice, practices, selectedPractices: selected };
}

/** The client every request names: the client of the first selected practice. */
export function selectedClientId(settings: AppSettings): string | undefined {
  return settings.selectedPractices[0]?.clientId;
}

export function selectedPracticeIds(settings: AppSettings): string[] {
  return settings.selectedPractices.map((p) => p._id);
}
