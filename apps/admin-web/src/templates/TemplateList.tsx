/** /template (spec 02 §2): the templates with Duplicate and Edit, and the New Template modal. */
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Card,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { Routes, TEMPLATE_LIST_LIMIT, type TemplateSummary } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { TemplateTextDialog } from './TemplateTextDialog';
import { useTemplateCall } from './templateCalls';

export const TemplateList = () => {
  usePageTitle('Templates');
  const run = useTemplateCall();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<TemplateSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState<TemplateSummary | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const answer = await run(Routes.listTemplates, {
      query: { limit: String(TEMPLATE_LIST_LIMIT), offset: String(page * TEMPLATE_LIST_LIMIT) },
    });
    setRows(answer ?? []);
    setLoading(false);
  }, [run, page]);
  useEffect(() => void load(), [load]);

  const edit = (templateId: string) => navigate('/template-form', { state: { templateId } });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Templates" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', p: 2 }}>
        <Typography variant="h6">Templates</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="new-template">
          New Template
        </Button>
      </Stack>
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Version</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((t) => (
            <TableRow key={t._id} data-testid="template-row">
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.description}</TableCell>
              <TableCell>{t.version}</TableCell>
              <TableCell align="right">
                <Tooltip title="Duplicate">
                  <IconButton aria-label={`Duplicate ${t.name}`} onClick={() => setDuplicating(t)}>
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Edit">
                  <IconButton aria-label={`Edit ${t.name}`} onClick={() => edit(t._id)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {!loading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No records to display</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', p: 1 }}>
        <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button disabled={rows.length < TEMPLATE_LIST_LIMIT} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </Stack>
      {creating && (
        <TemplateTextDialog
          title="New Template"
          initial={{ name: '', description: '' }}
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            const created = await run(Routes.storeTemplate, { body: values }, 'Template created');
            if (created) edit(created.templateId);
            return created !== undefined;
          }}
        />
      )}
      {duplicating && (
        <TemplateTextDialog
          title={`Duplicating: ${duplicating.name}`}
          initial={{ name: '', description: duplicating.description }}
          onClose={() => setDuplicating(null)}
          onSubmit={async (values) => {
            const copy = await run(Routes.duplicateTemplate, { body: { templateId: duplicating._id, ...values } }, 'Template duplicated');
            if (copy) await load();
            return copy !== undefined;
          }}
        />
      )}
    </Card>
  );
};
