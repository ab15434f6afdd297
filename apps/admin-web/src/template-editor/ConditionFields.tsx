/**
 * One condition's fields, shared by the settings' condition list and Add dependency: the trigger
 * text, the action, what it acts on (choosing another kind clears the destinations) and the
 * destinations among this template's bookmarks or options.
 */
import { TextField } from '@mui/material';
import type { AffectTargets, AffectsOn, Choice } from '@dental/contracts';
import { ChoiceField } from '../shared/ChoiceField';

const AFFECT_TYPES: Choice[] = [
  { value: 'bookmark', label: 'Bookmarks' },
  { value: 'option', label: 'Options' },
];

/** A new condition: show, on bookmarks, with no trigger or destination yet. */
export const emptyCondition = (): AffectsOn => ({ actions: ['show'], whenValueContains: [''], affectType: 'bookmark', destination: [] });

export type ConditionPart = 'trigger' | 'action' | 'affect-type' | 'destination';

export function destinationChoices(affectType: AffectsOn['affectType'], targets: AffectTargets): Choice[] {
  return affectType === 'option'
    ? targets.options.map((o) => ({ value: o.bookmark, label: `${o.of}: ${o.label}` }))
    : targets.bookmarks.map((b) => ({ value: b.bookmark, label: `${b.label} (${b.bookmark})` }));
}

export const ConditionFields = ({
  rule,
  onChange,
  actions,
  targets,
  testId,
  destinationTestId,
}: {
  rule: AffectsOn;
  onChange: (rule: AffectsOn) => void;
  actions: Choice[];
  targets: AffectTargets;
  testId: (part: ConditionPart) => string;
  destinationTestId: (value: string) => string;
}) => (
  <>
    <TextField
      label="When value contains"
      value={rule.whenValueContains[0] ?? ''}
      onChange={(e) => onChange({ ...rule, whenValueContains: [e.target.value] })}
      slotProps={{ htmlInput: { 'data-testid': testId('trigger') } }}
      sx={{ minWidth: 160 }}
    />
    <ChoiceField
      label="Action"
      value={rule.actions[0]}
      choices={actions}
      onChange={(action) => onChange({ ...rule, actions: [action as AffectsOn['actions'][number]] })}
      sx={{ minWidth: 120 }}
      testId={testId('action')}
    />
    <ChoiceField
      label="Acts on"
      value={rule.affectType}
      choices={AFFECT_TYPES}
      onChange={(affectType) => onChange({ ...rule, affectType: affectType as AffectsOn['affectType'], destination: [] })}
      sx={{ minWidth: 120 }}
      testId={testId('affect-type')}
    />
    <ChoiceField
      multiple
      label="Destination"
      value={rule.destination}
      choices={destinationChoices(rule.affectType, targets)}
      onChange={(destination) => onChange({ ...rule, destination })}
      sx={{ minWidth: 220, flex: 1 }}
      testId={testId('destination')}
      choiceTestId={destinationTestId}
    />
  </>
);
