/**
 * The rules of the 'Select Practices' modal (spec 01 §2 and §4), apart from the screen:
 * - with multi-practice, choosing a practice adds or removes it; without, it replaces the selection;
 * - a practice of another client than the current selection is not added: the user is asked
 *   ('Can't select') and, on confirming, the selection becomes that practice alone;
 * - 'All Practices' selects every practice of the client shown (or clears them when all are selected);
 * - the list shows at most 15 practices, the first that match the search.
 */
import type { GrantedClient, GrantedPractice } from '@dental/contracts';

export const PRACTICES_SHOWN = 15;

export type SelectionChange =
  | { kind: 'selected'; selection: GrantedPractice[] }
  /** Ask before replacing a selection of another client with `replacement`. */
  | { kind: 'confirmReplace'; replacement: GrantedPractice[]; label: string };

function ofAnotherClient(selection: readonly GrantedPractice[], clientId: string): boolean {
  return selection.length > 0 && selection[0].clientId !== clientId;
}

export function choosePractice(selection: readonly GrantedPractice[], practice: GrantedPractice, multiPractice: boolean): SelectionChange {
  if (ofAnotherClient(selection, practice.clientId)) {
    return { kind: 'confirmReplace', replacement: [practice], label: practice.name };
  }
  if (!multiPractice) return { kind: 'selected', selection: [practice] };
  const selected = selection.some((p) => p._id === practice._id);
  return {
    kind: 'selected',
    selection: selected ? selection.filter((p) => p._id !== practice._id) : [...selection, practice],
  };
}

export function allSelected(selection: readonly GrantedPractice[], clientPractices: readonly GrantedPractice[]): boolean {
  const ids = new Set(selection.map((p) => p._id));
  return clientPractices.length > 0 && clientPractices.every((p) => ids.has(p._id));
}

export function chooseAllPractices(selection: readonly GrantedPractice[], clientPractices: readonly GrantedPractice[]): SelectionChange {
  if (clientPractices.length === 0) return { kind: 'selected', selection: [...selection] };
  const clientId = clientPractices[0].clientId;
  if (ofAnotherClient(selection, clientId)) {
    return { kind: 'confirmReplace', replacement: [...clientPractices], label: `all practices of ${clientPractices[0].clientName}` };
  }
  return { kind: 'selected', selection: allSelected(selection, clientPractices) ? [] : [...clientPractices] };
}

/** The practices listed for a search: name or state containing the text, case-insensitive, at most 15. */
export function practicesShown(practices: readonly GrantedPractice[], search: string): { shown: GrantedPractice[]; matching: number } {
  const text = search.trim().toLowerCase();
  const matches = text
    ? practices.filter((p) => p.name.toLowerCase().includes(text) || (p.state ?? '').toLowerCase().includes(text))
    : [...practices];
  return { shown: matches.slice(0, PRACTICES_SHOWN), matching: matches.length };
}

/** The footer's text (spec 01 §2). */
export function selectionLabel(selection: readonly GrantedPractice[]): string {
  if (selection.length === 0) return '*No Practice Selected*';
  return `${selection[0].clientName} - practices selected: ${selection.length}`;
}

/**
 * What the modal starts with: the current selection, or when there is none the default choice
 * 'All Practices' of the first client (multi-practice users only).
 */
export function initialSelection(
  current: readonly GrantedPractice[],
  clientPractices: readonly GrantedPractice[],
  multiPractice: boolean,
): GrantedPractice[] {
  if (current.length > 0) return [...current];
  return multiPractice ? [...clientPractices] : [];
}

/** The clients of a flat practice list, in the order they first appear. */
export function clientsOf(practices: readonly GrantedPractice[]): GrantedClient[] {
  const clients = new Map<string, GrantedClient>();
  for (const p of practices) {
    const client = clients.get(p.clientId) ?? { clientId: p.clientId, clientName: p.clientName, practices: [] };
    client.practices.push(p);
    clients.set(p.clientId, client);
  }
  return [...clients.values()];
}
