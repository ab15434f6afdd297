/** The credential editor's groups as rows, and the checks of spec 02 §5 (Credential group) with their messages. */
import { CredentialMessages } from '@dental/contracts';
import { formErrors, type FormErrors } from '../shared/formErrors';

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
 * The form's errors, each beside its field: a label and at least one property per group, a key and a
 * value per property. Labels and keys are sent as the names of a map, so a repeated one (trimmed) is
 * refused on the later row rather than silently dropping a group or a property.
 */
export function groupErrors(groups: readonly GroupRow[]): FormErrors {
  const errors: FormErrors = {};
  const at = (path: (string | number)[], message: string) => {
    const found = formErrors([{ path, message }]);
    mergeInto(errors, found);
  };
  const labels = new Set<string>();
  groups.forEach((group, g) => {
    const label = group.label.trim();
    if (!label) at(['groups', g, 'label'], CredentialMessages.labelRequired);
    else if (labels.has(label)) at(['groups', g, 'label'], CredentialMessages.labelTaken);
    labels.add(label);
    if (group.properties.length === 0) at(['groups', g, 'properties'], CredentialMessages.needsProperties);
    const keys = new Set<string>();
    group.properties.forEach((property, p) => {
      const key = property.key.trim();
      if (!key) at(['groups', g, 'properties', p, 'key'], CredentialMessages.fieldRequired);
      else if (keys.has(key)) at(['groups', g, 'properties', p, 'key'], CredentialMessages.keyTaken);
      keys.add(key);
      if (!property.value) at(['groups', g, 'properties', p, 'value'], CredentialMessages.fieldRequired);
    });
  });
  return errors;
}

/** The credential form's `validate`. */
export const validateCredentials = (values: object) => groupErrors((values as { groups?: GroupRow[] }).groups ?? []);

function mergeInto(target: FormErrors, source: FormErrors): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else if (existing === undefined) target[key] = value;
  }
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
