/** The credential editor's groups as rows, and the checks of spec 02 §5 (Credential group) with their messages. */
import { CredentialMessages } from '@dental/contracts';

export interface PropertyRow {
  key: string;
  value: string;
  /** The key it was loaded under: a masked value is kept from there even after the key is renamed. */
  origin?: string;
}
export interface GroupRow {
  label: string;
  properties: PropertyRow[];
  /** The label it was loaded under: its masked values are kept from that stored group even after a rename. */
  origin?: string;
}

export function groupsOf(credentials: Record<string, Record<string, string>>): GroupRow[] {
  return Object.entries(credentials).map(([label, group]) => ({
    label,
    origin: label,
    properties: Object.entries(group).map(([key, value]) => ({ key, value, origin: key })),
  }));
}

/**
 * The first broken rule's message, or undefined when the groups may be saved. Labels and keys are
 * sent as the names of a map, so a repeated one is refused rather than silently dropping a group or
 * a property.
 */
export function groupsProblem(groups: readonly GroupRow[]): string | undefined {
  for (const group of groups) {
    if (!group.label.trim()) return CredentialMessages.labelRequired;
    if (group.properties.length === 0) return CredentialMessages.needsProperties;
    if (group.properties.some((p) => !p.key.trim() || !p.value)) return CredentialMessages.fieldRequired;
    if (repeats(group.properties.map((p) => p.key))) return CredentialMessages.keyTaken;
  }
  if (repeats(groups.map((g) => g.label))) return CredentialMessages.labelTaken;
  return undefined;
}

function repeats(names: readonly string[]): boolean {
  const trimmed = names.map((n) => n.trim());
  return new Set(trimmed).size !== trimmed.length;
}

export function credentialsOf(groups: readonly GroupRow[]): Record<string, Record<string, string>> {
  return Object.fromEntries(groups.map((g) => [g.label.trim(), Object.fromEntries(g.properties.map((p) => [p.key.trim(), p.value]))]));
}

/** For each group loaded from the stored set, where it and its properties came from (the save's `origins`). */
export function originsOf(groups: readonly GroupRow[]): Record<string, { label: string; keys: Record<string, string> }> {
  return Object.fromEntries(
    groups
      .filter((g) => g.origin !== undefined)
      .map((g) => [
        g.label.trim(),
        {
          label: g.origin as string,
          keys: Object.fromEntries(g.properties.filter((p) => p.origin !== undefined).map((p) => [p.key.trim(), p.origin as string])),
        },
      ]),
  );
}
