import type { AffectsOn } from '@dental/contracts';

/**
 * The conditions once an added dependency is in: it replaces the one with the same action, kind and
 * trigger (the trigger compared ignoring case), as the templates service does, else it is appended.
 */
export function withDependency(rules: AffectsOn[], added: AffectsOn): AffectsOn[] {
  const same = (r: AffectsOn) =>
    r.actions[0] === added.actions[0] &&
    r.affectType === added.affectType &&
    r.whenValueContains[0].toLowerCase() === added.whenValueContains[0].toLowerCase();
  return rules.some(same) ? rules.map((r) => (same(r) ? added : r)) : [...rules, added];
}
