/** The credential editor's groups as rows, and the checks of spec 02 §5 (Credential group) with their messages. */
import { CredentialMessages } from '@dental/contracts';

export interface PropertyRow {
  key: string;
  value: string;
}
export interface GroupRow {
  label: string;
  properties: PropertyRow[];
}

export function groupsOf(credentials: Record<string, Record<string, string>>): GroupRow[] {
  return Object.entries(credentials).map(([label, group]) => ({
    label,
    properties: Object.entries(group).map(([key, value]) => ({ key, value })),
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
