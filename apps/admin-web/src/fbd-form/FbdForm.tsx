/**
 * The verification form built from a template (spec 01 §2 "FBD tab"): one tab per section with a
 * badge counting required fields still empty (a check mark when none), sub-sections as accordions,
 * the template's conditions applied as values change. Pure: it renders `elements` and `values` and
 * reports edits through `onChange`; the FBD tab of a transaction and the template editor's Preview
 * both use it, so staff and template authors see one form.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Badge,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputAdornment,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import type { FormSection, FormValues } from '@dental/contracts';
import { useMemo, useState } from 'react';
import { FormMessages, fbdFormView, fieldProblem, toggledValue, type FieldView } from './fbdFormModel';

export interface FbdFormProps {
  elements: readonly FormSection[];
  values: FormValues;
  onChange: (bookmark: string, value: string | string[]) => void;
  readOnly?: boolean;
}

const FieldInput = ({ field, onChange, readOnly }: { field: FieldView; onChange: FbdFormProps['onChange']; readOnly: boolean }) => {
  const [problem, setProblem] = useState<string | undefined>();
  const disabled = readOnly || field.disabled;
  if (field.kind === 'checkbox_object' || field.kind === 'checkbox_multiobject') {
    const chosen = Array.isArray(field.value) ? field.value : [field.value];
    return (
      <FormControl
        component="fieldset"
        data-testid={`fbd-field-${field.bookmark}`}
        required={field.required}
        sx={field.missing ? { outline: 2, outlineColor: 'warning.main', borderRadius: 1, px: 1 } : { px: 1 }}
      >
        <FormLabel component="legend">{field.label}</FormLabel>
        <FormGroup row>
          {field.options.map((o) => (
            <FormControlLabel
              key={o.value}
              label={o.label}
              disabled={disabled || o.disabled}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.includes(o.value)}
                  onChange={() => onChange(field.bookmark, toggledValue(field, o.value))}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
    );
  }
  const adornment = field.symbol
    ? { startAdornment: <InputAdornment position={field.symbol === '%' ? 'end' : 'start'}>{field.symbol}</InputAdornment> }
    : {};
  return (
    <TextField
      size="small"
      fullWidth
      label={field.label}
      required={field.required}
      disabled={disabled}
      value={typeof field.value === 'string' ? field.value : ''}
      placeholder={field.kind === 'text_date' ? 'MM/DD/YYYY' : undefined}
      error={problem !== undefined}
      helperText={problem}
      onChange={(e) => onChange(field.bookmark, e.target.value)}
      onBlur={(e) => setProblem(fieldProblem(field, e.target.value))}
      slotProps={{ htmlInput: { maxLength: field.maxLength ?? undefined, 'data-testid': `fbd-field-${field.bookmark}` }, input: adornment }}
      sx={field.missing ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 } } : undefined}
    />
  );
};

const Fields = ({ fields, onChange, readOnly }: { fields: FieldView[]; onChange: FbdFormProps['onChange']; readOnly: boolean }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, py: 1 }}>
    {fields.map((f) => (
      <FieldInput key={f.id} field={f} onChange={onChange} readOnly={readOnly} />
    ))}
  </Box>
);

export const FbdForm = ({ elements, values, onChange, readOnly = false }: FbdFormProps) => {
  const view = useMemo(() => fbdFormView(elements, values), [elements, values]);
  const [tab, setTab] = useState(0);
  if (view.tabs.length === 0) return <Typography sx={{ p: 2 }}>{FormMessages.noData}</Typography>;
  const current = view.tabs[Math.min(tab, view.tabs.length - 1)];
  return (
    <Box data-testid="fbd-form">
      <Tabs value={Math.min(tab, view.tabs.length - 1)} onChange={(_, v: number) => setTab(v)} variant="scrollable" scrollButtons="auto">
        {view.tabs.map((t) => (
          <Tab
            key={t.id}
            data-testid={`fbd-tab-${t.title}`}
            label={
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <span>{t.title}</span>
                {t.missing > 0 ? (
                  <Badge color="warning" badgeContent={t.missing} data-testid="fbd-tab-missing" sx={{ ml: 1 }} />
                ) : (
                  <CheckCircleIcon color="success" fontSize="small" data-testid="fbd-tab-complete" />
                )}
              </Stack>
            }
          />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }}>
        {current.blocks.map((block, i) =>
          block.kind === 'fields' ? (
            <Fields key={i} fields={block.fields} onChange={onChange} readOnly={readOnly} />
          ) : (
            <Accordion key={block.id} defaultExpanded={false} data-testid={`fbd-accordion-${block.code}`}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography>
                  {block.code} — {block.title}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Fields fields={block.fields} onChange={onChange} readOnly={readOnly} />
              </AccordionDetails>
            </Accordion>
          ),
        )}
      </Box>
    </Box>
  );
};
