/** The filter popover of All Transactions (spec 01 §3, §4): record-type chips and one condition per field. */
import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Chip, MenuItem, Popover, Stack, TextField, Typography } from '@mui/material';
import { FILTER_FIELDS, FILTER_OPERATIONS, FILTER_OPERATION_LABELS, type FilterField, type FilterOperation } from '@dental/contracts';
import { useState } from 'react';
import {
  EMPTY_FILTERS,
  FILTER_FIELD_LABELS,
  FLAG_FIELDS,
  addTypeChip,
  disabledFields,
  filterErrors,
  normalizeFilters,
  valueDisabled,
  type FilterCondition,
  type ListFilters,
} from './listFilters';

export const FilterPopover = ({ value, onApply }: { value: ListFilters; onApply: (filters: ListFilters) => void }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<ListFilters>(value);
  const [typed, setTyped] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const disabled = disabledFields(draft);
  const errors = filterErrors(draft);
  const active = normalizeFilters(value);
  const activeCount = active.type.length + Object.keys(active.filter).length;

  const setCondition = (field: FilterField, condition: FilterCondition) =>
    setDraft((d) => ({ ...d, filter: { ...d.filter, [field]: condition } }));
  const apply = () => {
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      return;
    }
    onApply(normalizeFilters(draft));
    setAnchor(null);
  };

  return (
    <>
      <Badge badgeContent={activeCount} color="primary">
        <Button
          size="small"
          variant="outlined"
          startIcon={<FilterListIcon />}
          data-testid="filter-open"
          onClick={(e) => {
            setDraft(value);
            setShowErrors(false);
            setAnchor(e.currentTarget);
          }}
        >
          Filter
        </Button>
      </Badge>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ p: 2, width: 520, maxWidth: '95vw' }} data-testid="filter-popover">
          <Typography variant="subtitle2" gutterBottom>
            Record types
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1, rowGap: 1 }}>
            {draft.type.map((t) => (
              <Chip key={t} label={t} size="small" onDelete={() => setDraft((d) => ({ ...d, type: d.type.filter((x) => x !== t) }))} />
            ))}
          </Stack>
          <TextField
            size="small"
            label="Type and press Enter"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setDraft((d) => ({ ...d, type: addTypeChip(d.type, typed) }));
                setTyped('');
              }
            }}
            slotProps={{ htmlInput: { 'data-testid': 'filter-type-input' } }}
            fullWidth
          />
          {FILTER_FIELDS.map((field) => {
            const condition = draft.filter[field] ?? { operation: '', value: '' };
            const off = disabled.includes(field);
            const operations = FLAG_FIELDS.includes(field) ? (['c', 'nc'] as FilterOperation[]) : FILTER_OPERATIONS;
            return (
              <Stack key={field} direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
                <Typography variant="body2" sx={{ width: 120, pt: 1 }}>
                  {FILTER_FIELD_LABELS[field]}
                </Typography>
                <TextField
                  select
                  size="small"
                  disabled={off}
                  sx={{ width: 170 }}
                  value={off ? '' : condition.operation}
                  onChange={(e) => {
                    const operation = e.target.value as FilterOperation | '';
                    setCondition(field, { operation, value: valueDisabled(operation) ? '' : condition.value });
                  }}
                  slotProps={{ select: { SelectDisplayProps: { 'data-testid': `filter-${field}-operation` } as object } }}
                >
                  <MenuItem value="">—</MenuItem>
                  {operations.map((op) => (
                    <MenuItem key={op} value={op} data-testid={`filter-operation-${op}`}>
                      {FILTER_OPERATION_LABELS[op]}
                    </MenuItem>
                  ))}
                </TextField>
                {!FLAG_FIELDS.includes(field) && (
                  <TextField
                    size="small"
                    sx={{ flex: 1 }}
                    disabled={off || valueDisabled(condition.operation)}
                    value={off ? '' : condition.value}
                    error={showErrors && !!errors[field]}
                    helperText={showErrors ? errors[field] : undefined}
                    onChange={(e) => setCondition(field, { ...condition, value: e.target.value })}
                    slotProps={{
                      htmlInput: { 'data-testid': `filter-${field}-value`, 'aria-label': `${FILTER_FIELD_LABELS[field]} value` },
                    }}
                  />
                )}
              </Stack>
            );
          })}
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(EMPTY_FILTERS)} data-testid="filter-clear">
              Clear
            </Button>
            <Button variant="contained" onClick={apply} data-testid="filter-apply">
              Apply
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
};
