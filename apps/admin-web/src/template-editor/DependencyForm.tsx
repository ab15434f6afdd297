/**
 * "Add dependency" in the bookmark settings' Actions tab (spec 02 §7, PUT /api/tmp/bookmark/{id}/dependency):
 * one condition saved at once, apart from the condition list the Save button replaces. When this
 * bookmark's value contains the trigger, the action applies to the chosen bookmarks or options; the
 * server replaces a condition with the same action, kind and trigger, and so does the list shown.
 */
import { Button, Stack, Typography } from '@mui/material';
import { Routes, TemplateMessages, type AffectTargets, type AffectsOn, type Choice } from '@dental/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTemplateCall } from '../templates/templateCalls';
import { ConditionFields, emptyCondition } from './ConditionFields';

export const DEPENDENCY_ADDED = 'Dependency added';

export const DependencyForm = ({
  placementId,
  placement,
  actions,
  targets,
  onAdded,
}: {
  placementId: string;
  placement: { templateId: string; sectionId: string; subsectionId?: string };
  actions: Choice[];
  targets: AffectTargets;
  onAdded: (rule: AffectsOn) => void;
}) => {
  const run = useTemplateCall();
  const notify = useNotify();
  const [rule, setRule] = useState<AffectsOn>(emptyCondition);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const trigger = (rule.whenValueContains[0] ?? '').trim();
    if (trigger === '' || rule.destination.length === 0) {
      notify(TemplateMessages.fillAllFields, { type: 'warning' });
      return;
    }
    const affectsOn: AffectsOn = { ...rule, whenValueContains: [trigger] };
    setAdding(true);
    const saved = await run(
      Routes.placementDependency,
      { params: { id: placementId }, body: { ...placement, affectsOn } },
      DEPENDENCY_ADDED,
    );
    setAdding(false);
    if (!saved) return;
    onAdded(affectsOn);
    setRule({ ...rule, whenValueContains: [''], destination: [] });
  };

  return (
    <Stack spacing={1} data-testid="dependency-form" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="subtitle2">Add dependency</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <ConditionFields
          rule={rule}
          onChange={setRule}
          actions={actions}
          targets={targets}
          testId={(part) => `dependency-${part}`}
          destinationTestId={(value) => `dependency-destination-${value}`}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={adding} data-testid="add-dependency">
          Add dependency
        </Button>
      </Stack>
    </Stack>
  );
};
