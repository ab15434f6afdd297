/**
 * New or edited catalogue bookmark. The fields come from `GET /api/bks/form/{type}` for the chosen
 * kind (text, checkbox, multiple); checkbox and multiple kinds also take options. Every field must be
 * filled ('Dear user, please fill all the fields'), except the optional ones the form names.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  BOOKMARK_ELEMENT_TYPES,
  Routes,
  TemplateMessages,
  type BookmarkElementType,
  type BookmarkForm,
  type CatalogueBookmark,
} from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { FormDialog } from '../shared/FormDialog';
import { useTemplateCall } from '../templates/templateCalls';
import { bookmarkFormProblem } from './bookmarkRules';

export const BookmarkDialog = ({ record, onClose }: { record?: CatalogueBookmark; onClose: (saved: boolean) => void }) => {
  const run = useTemplateCall();
  const notify = useNotify();
  const [type, setType] = useState<BookmarkElementType>(record?.elementType ?? 'text');
  const [form, setForm] = useState<BookmarkForm | null>(null);
  const [values, setValues] = useState<Record<string, string>>(
    record
      ? {
          bookmark: record.bookmark,
          label: record.label,
          valueType: record.type === 'object' ? 'string' : record.type,
          symbol: record.symbol,
          required: String(record.required),
        }
      : {},
  );
  const [options, setOptions] = useState<{ bookmark: string; label: string }[]>(
    record?.options.map(({ bookmark, label }) => ({ bookmark, label })) ?? [],
  );

  useEffect(() => {
    void run(Routes.bookmarkForm, { params: { type } }).then((answer) => setForm(answer ?? null));
  }, [run, type]);

  const save = async () => {
    if (!form) return;
    if (bookmarkFormProblem(form, values, options)) {
      notify(TemplateMessages.fillAllFields, { type: 'warning' });
      return;
    }
    const body = {
      bookmark: values.bookmark.trim(),
      label: values.label.trim(),
      ...(type === 'text' ? { valueType: values.valueType, symbol: values.symbol ?? '' } : { required: values.required, options }),
    };
    const saved = record
      ? await run(Routes.updateBookmark, { params: { type, id: record._id }, body }, 'Bookmark saved')
      : await run(Routes.storeBookmark, { params: { type }, body }, 'Bookmark created');
    if (saved) onClose(true);
  };

  return (
    <FormDialog
      title={record ? 'Edit Bookmark' : 'New Bookmark'}
      onCancel={() => onClose(false)}
      onSave={() => void save()}
      saveTestId="bookmark-save"
    >
      <TextField
        select
        label="Element type"
        value={type}
        onChange={(e) => setType(e.target.value as BookmarkElementType)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'bookmark-kind' } as object } }}
      >
        {BOOKMARK_ELEMENT_TYPES.map((k) => (
          <MenuItem key={k} value={k}>
            {k}
          </MenuItem>
        ))}
      </TextField>
      {form?.fields.map((f) =>
        f.input === 'select' ? (
          <TextField
            key={f.parameter}
            select
            label={f.label}
            required={f.required}
            value={values[f.parameter] ?? ''}
            onChange={(e) => setValues({ ...values, [f.parameter]: e.target.value })}
          >
            {f.items.map((i) => (
              <MenuItem key={i.value} value={i.value}>
                {i.label}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            key={f.parameter}
            label={f.label}
            required={f.required}
            value={values[f.parameter] ?? ''}
            onChange={(e) => setValues({ ...values, [f.parameter]: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': `bookmark-${f.parameter}` } }}
          />
        ),
      )}
      {form?.hasOptions && (
        <Stack spacing={1}>
          <Typography variant="subtitle2">Options</Typography>
          {options.map((o, i) => (
            <Stack key={i} direction="row" spacing={1}>
              <TextField
                size="small"
                label="Code"
                value={o.bookmark}
                onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, bookmark: e.target.value } : x)))}
              />
              <TextField
                size="small"
                label="Label"
                value={o.label}
                onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
              />
              <IconButton aria-label="Remove option" onClick={() => setOptions(options.filter((_, j) => j !== i))}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button onClick={() => setOptions([...options, { bookmark: '', label: '' }])}>Add option</Button>
        </Stack>
      )}
    </FormDialog>
  );
};
