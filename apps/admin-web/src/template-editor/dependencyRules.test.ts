import type { AffectsOn } from '@dental/contracts';
import { withDependency } from './dependencyRules';

const rule = (
  action: AffectsOn['actions'][number],
  trigger: string,
  destination: string[],
  affectType: AffectsOn['affectType'] = 'bookmark',
): AffectsOn => ({
  actions: [action],
  whenValueContains: [trigger],
  affectType,
  destination,
});

describe('withDependency', () => {
  it('appends a dependency with a new trigger', () => {
    const rules = [rule('hide', 'No', ['a'])];
    expect(withDependency(rules, rule('hide', 'Yes', ['b']))).toEqual([rule('hide', 'No', ['a']), rule('hide', 'Yes', ['b'])]);
  });

  it('replaces the one with the same action, kind and trigger, ignoring case, in place', () => {
    const rules = [rule('show', 'Yes', ['a']), rule('hide', 'no', ['c'])];
    expect(withDependency(rules, rule('show', 'YES', ['b']))).toEqual([rule('show', 'YES', ['b']), rule('hide', 'no', ['c'])]);
  });

  it('keeps a rule of another action or kind with the same trigger', () => {
    const rules = [rule('show', 'Yes', ['a'])];
    expect(withDependency(rules, rule('disable', 'Yes', ['b']))).toHaveLength(2);
    expect(withDependency(rules, rule('show', 'Yes', ['a_yes'], 'option'))).toHaveLength(2);
  });
});
