/**
 * Bookmark settings in a template (spec 02 §4): tabs General (label, required, options with their
 * include flags), Actions (the conditions: when this bookmark's value contains a trigger, hide,
 * show, enable or disable other bookmarks or options) and Other fields (the length; hidden for the
 * checkbox and multiple kinds). Saving acts only when the server accepts it. The Actions tab also
 * adds one dependency at a time, saved at once (DependencyForm).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  Routes,
  TemplateMessages,
  type AffectTargets,
  type AffectsOn,
  type Choice,
  type FormField,
  type PlacementSettings,
} from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { lengthProblem } from '../templates/templateRules';
import { ChoiceField } from '../shared/ChoiceField';
import { useTemplateCall } from '../templates/templateCalls';
import { ConditionFields, emptyCondition } from './ConditionFields';
import { DependencyForm } from './DependencyForm';
import { withDependency } from './dependencyRules';

export interface PlacementRef {
  templateId: string;
  sectionId: string;
  subsectionId?: string;
  field: FormField;
}

const REQUIRED_CHOICES: Choice[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export const BookmarkSettingsDialog = ({ placement, onClose }: { placement: PlacementRef; onClose: (changed: boolean) => void }) => {
  const run = useTemplateCall();
  const notify = useNotify();
  const { templateId, sectionId, subsectionId, field } = placement;
  const [tab, setTab] = useState(0);
  const [settings, setSettings] = useState<PlacementSettings | null>(null);
  const [label, setLabel] = useState(field.label);
  const [required, setRequired] = useState(field.required ? 'true' : 'false');
  const [length, setLength] = useState(field.cond === null ? '' : String(field.cond));
  const [options, setOptions] = useState<PlacementSettings['options']>([]);
  const [rules, setRules] = useState<AffectsOn[]>([]);
  const [actions, setActions] = useState<Choice[]>([]);
  const [targets, setTargets] = useState<AffectTargets>({ bookmarks: [], options: [] });
  const [saving, setSaving] = useState(false);
  // A dependency is saved at once, so closing without Save must still reload the template.
  const [dependencyAdded, setDependencyAdded] = useState(false);
  const withOptions = field.elementType !== 'text';

  useEffect(() => {
    void (async () => {
      const [loaded, actionList, targetList] = await Promise.all([
        run(Routes.personalize, { params: { type: field.elementType }, body: { templateId, id: field._id, type: field.elementType } }),
        run(Routes.conditionActions, { body: {} }),
        run(Routes.affectTargets, { body: { templateId, bookmarkId: field._id, sectionId, subsectionId } }),
      ]);
      if (loaded) {
        setSettings(loaded);
        setOptions(loaded.options);
        setRules(loaded.conditions);
      }
      setActions(actionList ?? []);
      if (targetList) setTargets(targetList);
    })();
  }, [run, templateId, sectionId, subsectionId, field]);

  const save = async () => {
    const problem = lengthProblem(length);
    if (problem) {
      notify(`${TemplateMessages.invalidValue}: ${problem}`, { type: 'warning' });
      return;
    }
    if (withOptions && !options.some((o) => o.include)) {
      notify(TemplateMessages.includeOption, { type: 'warning' });
      return;
    }
    const incomplete = rules.findIndex((r) => r.whenValueContains[0].trim() === '' || r.destination.length === 0);
    if (incomplete >= 0) {
      notify(`${TemplateMessages.verifyFields}: condition ${incomplete + 1} needs a trigger value and at least one destination`, {
        type: 'warning',
      });
      return;
    }
    setSaving(true);
    const base = { templateId, sectionId, subsectionId };
    const updated = await run(Routes.updatePlacement, {
      params: { id: field._id },
      body: {
        ...base,
        label,
        required,
        ...(withOptions ? { options: options.map((o) => ({ bookmark: o.id, label: o.label, include: o.include })) } : { length }),
      },
    });
    const conditioned =
      updated && (await run(Routes.placementConditions, { params: { id: field._id }, body: { ...base, conditions: rules } }));
    setSaving(false);
    if (conditioned) {
      notify('Bookmark saved', { type: 'success' });
      onClose(true);
    }
  };

  const setRule = (i: number, rule: AffectsOn) => setRules(rules.map((r, j) => (j === i ? rule : r)));
  const tabs = ['General', 'Actions', ...(withOptions ? [] : ['Other fields'])];
  return (
    <Dialog open onClose={() => onClose(dependencyAdded)} fullWidth maxWidth="md">
      <DialogTitle>
        {field.label}{' '}
        <Typography component="span" color="text.secondary">
          ({field.bookmark})
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)}>
          {tabs.map((t) => (
            <Tab key={t} label={t} data-testid={`settings-tab-${t}`} />
          ))}
        </Tabs>
        {!settings ? (
          <Typography sx={{ p: 2 }}>Loading…</Typography>
        ) : tab === 0 ? (
          <Stack spacing={2} sx={{ pt: 2 }}>
            <TextField label="Label" value={label} onChange={(e) => setLabel(e.target.value)} />
            <ChoiceField label="Required" value={required} choices={REQUIRED_CHOICES} onChange={setRequired} testId="settings-required" />
            {withOptions && (
              <Stack>
                <Typography variant="subtitle2">Options</Typography>
                {options.map((o, i) => (
                  <FormControlLabel
                    key={o.id}
                    label={`${o.label} (${o.id})`}
                    control={
                      <Checkbox
                        checked={o.include}
                        onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, include: e.target.checked } : x)))}
                      />
                    }
                  />
                ))}
              </Stack>
            )}
          </Stack>
        ) : tab === 1 ? (
          <Stack spacing={2} sx={{ pt: 2 }} data-testid="settings-conditions">
            {rules.map((rule, i) => (
              <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
                <ConditionFields
                  rule={rule}
                  onChange={(changed) => setRule(i, changed)}
                  actions={actions}
                  targets={targets}
                  testId={(part) => `condition-${part}-${i}`}
                  destinationTestId={(value) => `destination-${value}`}
                />
                <IconButton aria-label="Remove condition" onClick={() => setRules(rules.filter((_, j) => j !== i))}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Button onClick={() => setRules([...rules, emptyCondition()])} data-testid="add-condition">
              Add condition
            </Button>
            <DependencyForm
              placementId={field._id}
              placement={{ templateId, sectionId, subsectionId }}
              actions={actions}
              targets={targets}
              onAdded={(rule) => {
                setRules((current) => withDependency(current, rule));
                setDependencyAdded(true);
              }}
            />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 2 }}>
            <TextField
              label="Length"
              value={length}
              onChange={(e) => setLength(e.target.value)}
              error={lengthProblem(length) !== undefined}
              helperText={lengthProblem(length) ?? 'Maximum number of characters; empty for no limit'}
              slotProps={{ htmlInput: { 'data-testid': 'settings-length' } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(dependencyAdded)}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving || !settings} data-testid="settings-save">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
