/**
 * "Add dependency" in the bookmark settings' Actions tab (spec 02 §7, PUT /api/tmp/bookmark/{id}/dependency):
 * one condition saved at once, apart from the condition list the Save button replaces. When this
 * bookmark's value contains the trigger, the action applies to the chosen bookmarks or options; the
 * server replaces a condition with the same action, kind and trigger, and so does the list shown.
 */
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Routes, TemplateMessages, type AffectTargets, type AffectsOn, type Choice } from '@dental/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTemplateCall } from '../templates/templateCalls';

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
  const [trigger, setTrigger] = useState('');
  const [action, setAction] = useState<AffectsOn['actions'][number]>('show');
  const [affectType, setAffectType] = useState<AffectsOn['affectType']>('bookmark');
  const [destination, setDestination] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    if (trigger.trim() === '' || destination.length === 0) {
      notify(TemplateMessages.fillAllFields, { type: 'warning' });
      return;
    }
    const affectsOn: AffectsOn = { actions: [action], whenValueContains: [trigger.trim()], affectType, destination };
    setAdding(true);
    const saved = await run(
      Routes.placementDependency,
      { params: { id: placementId }, body: { ...placement, affectsOn } },
      DEPENDENCY_ADDED,
    );
    setAdding(false);
    if (!saved) return;
    onAdded(affectsOn);
    setTrigger('');
    setDestination([]);
  };

  const choices =
    affectType === 'option'
      ? targets.options.map((o) => ({ value: o.bookmark, label: `${o.of}: ${o.label}` }))
      : targets.bookmarks.map((b) => ({ value: b.bookmark, label: `${b.label} (${b.bookmark})` }));
  return (
    <Stack spacing={1} data-testid="dependency-form" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="subtitle2">Add dependency</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          label="When value contains"
          value={trigger}
          onChange={(e) => setTrigger(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'dependency-trigger' } }}
          sx={{ minWidth: 160 }}
        />
        <TextField
          select
          label="Action"
          value={action}
          onChange={(e) => setAction(e.target.value as AffectsOn['actions'][number])}
          sx={{ minWidth: 120 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dependency-action' } as object } }}
        >
          {actions.map((a) => (
            <MenuItem key={a.value} value={a.value} data-testid={`dependency-action-${a.value}`}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Acts on"
          value={affectType}
          onChange={(e) => {
            setAffectType(e.target.value as AffectsOn['affectType']);
            setDestination([]);
          }}
          sx={{ minWidth: 120 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dependency-affect-type' } as object } }}
        >
          <MenuItem value="bookmark">Bookmarks</MenuItem>
          <MenuItem value="option">Options</MenuItem>
        </TextField>
        <TextField
          select
          label="Destination"
          value={destination}
          onChange={(e) => setDestination(e.target.value as unknown as string[])}
          sx={{ minWidth: 220, flex: 1 }}
          slotProps={{ select: { multiple: true, SelectDisplayProps: { 'data-testid': 'dependency-destination' } as object } }}
        >
          {choices.map((t) => (
            <MenuItem key={t.value} value={t.value} data-testid={`dependency-destination-${t.value}`}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void add()} disabled={adding} data-testid="add-dependency">
          Add dependency
        </Button>
      </Stack>
    </Stack>
  );
};
