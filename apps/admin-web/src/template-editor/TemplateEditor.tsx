/**
 * `/template/:id`, the template editor (spec 02 §2 and §4; the spec's /template-form redirects here): name and description, Preview (the form
 * exactly as staff see it on the FBD tab, through the same FbdForm), Download as .docx, the
 * categories tree (each collapsible) with its sub-categories and bookmarks, the bookmark search, the
 * settings and reorder modals. Every change reloads the template once the server accepted it.
 * The template is read and renamed through the template resource (useGetOne, useUpdate); the calls
 * on its categories and bookmarks, and its document, go through the data provider's
 * `templateEditorCall` (useTemplateCall).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SettingsIcon from '@mui/icons-material/Settings';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  FormControlLabel,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  Routes,
  TemplateMessages,
  type FormField,
  type FormSection,
  type FormSubsection,
  type FormValues,
  type TemplateForm,
} from '@dental/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Title, useDataProvider, useGetOne, useNotify, useUpdate, type DataProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { AnswerOf } from '../api/httpClient';
import { FbdForm } from '../fbd-form';
import { usePageTitle } from '../layout/usePageTitle';
import { useConfirmation } from '../shared/useConfirmation';
import { TemplateTextDialog } from '../templates/TemplateTextDialog';
import { saveDocument, useTemplateCall } from '../templates/templateCalls';
import { TEMPLATE_RESOURCE, type TemplateEditorMethods } from '../templates/templatesAdapter';
import { BookmarkSearchPanel } from './BookmarkSearchPanel';
import { BookmarkSettingsDialog, type PlacementRef } from './BookmarkSettingsDialog';
import { ReorderDialog, type ReorderItem } from './ReorderDialog';
import { SectionDialog, type SectionValues } from './SectionDialog';

type Modal =
  | { kind: 'rename' }
  | { kind: 'section'; section?: FormSection }
  | { kind: 'subsection'; section: FormSection; subsection?: FormSubsection }
  | { kind: 'settings'; placement: PlacementRef }
  | { kind: 'reorder'; title: string; items: ReorderItem[]; save: (ids: string[]) => Promise<boolean> }
  | null;

const fieldsOf = (items: (FormField | FormSubsection)[]): FormField[] => items.filter((i): i is FormField => i.type !== 'subsection');
const subsectionsOf = (items: (FormField | FormSubsection)[]): FormSubsection[] =>
  items.filter((i): i is FormSubsection => i.type === 'subsection');

type TemplateRecord = Omit<TemplateForm, '_id'> & { id: string };

export const TemplateEditor = ({ templateId }: { templateId?: string }) => {
  usePageTitle('Template');
  const run = useTemplateCall();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & TemplateEditorMethods>();
  const loaded = useGetOne<TemplateRecord>(TEMPLATE_RESOURCE, { id: templateId ?? '' }, { enabled: !!templateId });
  const [rename] = useUpdate<TemplateRecord>(TEMPLATE_RESOURCE, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const [preview, setPreview] = useState(false);
  const [values, setValues] = useState<FormValues>({});
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [modal, setModal] = useState<Modal>(null);
  const [ask, confirmation] = useConfirmation();
  const failed = loaded.isError;
  useEffect(() => {
    if (failed) notify(TemplateMessages.loadFailed, { type: 'warning' });
  }, [failed, notify]);

  if (!templateId) return <Navigate to="/template" replace />;
  // A template just created is in react-admin's cache without its content until it is read: wait for that.
  if (!loaded.data?.content)
    return failed ? <Alert severity="warning">{TemplateMessages.loadFailed}</Alert> : <LinearProgress aria-label="Loading the template" />;
  const template: TemplateForm = { ...loaded.data, _id: loaded.data.id };

  const base = { templateId: template._id };
  const changed = async (done: unknown) => {
    if (done) await loaded.refetch();
    return done !== undefined;
  };
  const download = async () => {
    // The spec's own message for a failed download ('File' / "Couldn't download the file, please try again").
    try {
      const file: AnswerOf<typeof Routes.downloadTemplate> = await dataProvider.templateEditorCall({
        name: 'downloadTemplate',
        options: { params: { templateId: template._id } },
      });
      saveDocument(file);
    } catch {
      notify(TemplateMessages.downloadFailed, { type: 'error' });
    }
  };
  const toggle = (id: string) => setCollapsed((c) => new Set(c.has(id) ? [...c].filter((x) => x !== id) : [...c, id]));
  const confirmDelete = (what: string) => ask('Delete', `Are you sure you want to delete ${what}?`, 'Delete');

  const fieldList = (fields: FormField[], section: FormSection, subsection?: FormSubsection): ReactNode => (
    <List dense disablePadding>
      {fields.map((f) => (
        <ListItem
          key={f._id}
          data-testid={`placement-${f.bookmark}`}
          secondaryAction={
            <>
              <Tooltip title="Settings">
                <IconButton
                  aria-label={`Settings of ${f.bookmark}`}
                  onClick={() =>
                    setModal({ kind: 'settings', placement: { ...base, sectionId: section._id, subsectionId: subsection?._id, field: f } })
                  }
                >
                  <SettingsIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton
                  aria-label={`Delete ${f.bookmark}`}
                  onClick={async () => {
                    if (!(await confirmDelete(`the bookmark ${f.label}`))) return;
                    await changed(
                      await run(
                        Routes.deletePlacement,
                        { params: { id: f._id }, body: { ...base, sectionId: section._id, subsectionId: subsection?._id } },
                        'Bookmark removed',
                      ),
                    );
                  }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          }
        >
          <ListItemText
            primary={
              <span>
                {f.label} {f.required && <Chip size="small" label="required" sx={{ ml: 1 }} />}
                {f.affectsOn.length > 0 && <Chip size="small" color="info" label={`${f.affectsOn.length} condition(s)`} sx={{ ml: 1 }} />}
              </span>
            }
            secondary={`${f.bookmark} · ${f.type}${f.cond ? ` · max ${f.cond}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );

  const reorderFields = (fields: FormField[], section: FormSection, subsection?: FormSubsection) =>
    setModal({
      kind: 'reorder',
      title: `Reorder bookmarks of ${subsection?.label ?? section.categoryName}`,
      items: fields.map((f) => ({ id: f._id, label: f.label })),
      save: async (ids) =>
        (await run(Routes.reorderPlacements, {
          body: { ...base, sectionId: section._id, subsectionId: subsection?._id, newOrder: ids },
        })) !== undefined,
    });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Template" />
      {confirmation}
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h5" data-testid="template-title">
                {template.name}
                <IconButton aria-label="Edit name and description" onClick={() => setModal({ kind: 'rename' })}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Typography>
              <Typography color="text.secondary">
                {template.description} · version {template.version}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={preview}
                    onChange={(e) => setPreview(e.target.checked)}
                    slotProps={{ input: { 'aria-label': 'Preview' } }}
                    data-testid="preview-toggle"
                  />
                }
                label="Preview"
              />
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} data-testid="template-download">
                Download
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      {preview ? (
        <Card sx={{ mt: 2 }} data-testid="template-preview">
          <FbdForm
            elements={template.content}
            values={values}
            onChange={(bookmark, value) => setValues((v) => ({ ...v, [bookmark]: value }))}
          />
        </Card>
      ) : (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Box sx={{ width: { xs: '100%', lg: 360 }, flexShrink: 0 }}>
            <BookmarkSearchPanel template={template} onAdded={() => void loaded.refetch()} />
          </Box>
          <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ kind: 'section' })} data-testid="add-category">
                Add category
              </Button>
              <Button
                startIcon={<SwapVertIcon />}
                disabled={template.content.length < 2}
                onClick={() =>
                  setModal({
                    kind: 'reorder',
                    title: 'Reorder categories',
                    items: template.content.map((s) => ({ id: s._id, label: s.categoryName })),
                    save: async (ids) => (await run(Routes.reorderSections, { body: { ...base, newOrder: ids } })) !== undefined,
                  })
                }
              >
                Reorder categories
              </Button>
            </Stack>
            {template.content.length === 0 && <Alert severity="info">This template has no categories yet: add one to start.</Alert>}
            {template.content.map((section) => {
              const open = !collapsed.has(section._id);
              const fields = fieldsOf(section.items);
              const subs = subsectionsOf(section.items);
              return (
                <Card key={section._id} variant="outlined" data-testid={`category-${section.categoryName}`}>
                  <Stack direction="row" sx={{ alignItems: 'center', px: 1, py: 0.5, bgcolor: 'action.hover' }}>
                    <IconButton aria-label={open ? 'Collapse' : 'Expand'} onClick={() => toggle(section._id)}>
                      {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    </IconButton>
                    <Typography sx={{ flex: 1, fontWeight: 600 }}>
                      {section.categoryName} <Chip size="small" label={section.type === 'section_code' ? 'code' : 'info'} />
                    </Typography>
                    <Tooltip title="Add sub category">
                      <IconButton aria-label="Add sub category" onClick={() => setModal({ kind: 'subsection', section })}>
                        <AddIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Reorder bookmarks">
                      <span>
                        <IconButton
                          aria-label="Reorder bookmarks"
                          disabled={fields.length < 2}
                          onClick={() => reorderFields(fields, section)}
                        >
                          <SwapVertIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Reorder sub categories">
                      <span>
                        <IconButton
                          aria-label="Reorder sub categories"
                          disabled={subs.length < 2}
                          onClick={() =>
                            setModal({
                              kind: 'reorder',
                              title: `Reorder sub categories of ${section.categoryName}`,
                              items: subs.map((s) => ({ id: s._id, label: s.label })),
                              save: async (ids) =>
                                (await run(Routes.reorderSections, { body: { ...base, sectionId: section._id, newOrder: ids } })) !==
                                undefined,
                            })
                          }
                        >
                          <SwapVertIcon color="secondary" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <IconButton aria-label="Edit category" onClick={() => setModal({ kind: 'section', section })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label="Delete category"
                      onClick={async () => {
                        if (!(await confirmDelete(`the category ${section.categoryName}`))) return;
                        await changed(await run(Routes.deleteSection, { params: { id: section._id }, body: base }, 'Category deleted'));
                      }}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                  <Collapse in={open}>
                    <Box sx={{ px: 2, pb: 1 }}>
                      {fieldList(fields, section)}
                      {subs.map((sub) => {
                        const subOpen = !collapsed.has(sub._id);
                        return (
                          <Card key={sub._id} variant="outlined" sx={{ mt: 1 }}>
                            <Stack direction="row" sx={{ alignItems: 'center', px: 1 }}>
                              <IconButton aria-label={subOpen ? 'Collapse' : 'Expand'} onClick={() => toggle(sub._id)}>
                                {subOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                              </IconButton>
                              <Typography sx={{ flex: 1 }}>
                                {sub.code} — {sub.label}
                              </Typography>
                              <IconButton
                                aria-label="Reorder bookmarks"
                                disabled={sub.items.length < 2}
                                onClick={() => reorderFields(sub.items, section, sub)}
                              >
                                <SwapVertIcon />
                              </IconButton>
                              <IconButton
                                aria-label="Edit sub category"
                                onClick={() => setModal({ kind: 'subsection', section, subsection: sub })}
                              >
                                <EditIcon fontSize="small" />
                              </IconButton>
                              <IconButton
                                aria-label="Delete sub category"
                                onClick={async () => {
                                  if (!(await confirmDelete(`the sub category ${sub.label}`))) return;
                                  await changed(
                                    await run(
                                      Routes.deleteSubsection,
                                      { params: { id: sub._id }, body: { ...base, sectionId: section._id } },
                                      'Sub category deleted',
                                    ),
                                  );
                                }}
                              >
                                <DeleteIcon fontSize="small" />
                              </IconButton>
                            </Stack>
                            <Collapse in={subOpen}>
                              <Box sx={{ px: 2 }}>{fieldList(sub.items, section, sub)}</Box>
                            </Collapse>
                          </Card>
                        );
                      })}
                    </Box>
                  </Collapse>
                </Card>
              );
            })}
          </Stack>
        </Stack>
      )}

      {modal?.kind === 'rename' && (
        <TemplateTextDialog
          title="Edit Template"
          initial={{ name: template.name, description: template.description }}
          onClose={() => setModal(null)}
          onSubmit={async (v) => {
            try {
              await rename(TEMPLATE_RESOURCE, { id: template._id, data: v, previousData: loaded.data });
              notify('Template saved', { type: 'success' });
              return await changed(true);
            } catch (error) {
              notify(error instanceof Error ? error.message : String(error), { type: 'error' });
              return false;
            }
          }}
        />
      )}
      {modal?.kind === 'section' && (
        <SectionDialog
          kind="category"
          title={modal.section ? 'Edit category' : 'New category'}
          initial={{
            name: modal.section?.categoryName ?? '',
            second: modal.section ? (modal.section.type === 'section_code' ? 'code' : 'info') : '',
          }}
          onClose={() => setModal(null)}
          onSubmit={async ({ name, second }: SectionValues) =>
            changed(
              modal.section
                ? await run(
                    Routes.updateSection,
                    { params: { id: modal.section._id }, body: { ...base, categoryName: name, sectionType: second } },
                    'Category saved',
                  )
                : await run(
                    Routes.storeSection,
                    { body: { ...base, categoryName: name, sectionType: second, orderNumber: template.content.length + 1 } },
                    'Category created',
                  ),
            )
          }
        />
      )}
      {modal?.kind === 'subsection' && (
        <SectionDialog
          kind="subcategory"
          title={modal.subsection ? 'Edit sub category' : 'New sub category'}
          initial={{ name: modal.subsection?.label ?? '', second: modal.subsection?.code ?? '' }}
          onClose={() => setModal(null)}
          onSubmit={async ({ name, second }: SectionValues) =>
            changed(
              modal.subsection
                ? await run(
                    Routes.updateSubsection,
                    { params: { id: modal.subsection._id }, body: { ...base, sectionId: modal.section._id, label: name, code: second } },
                    'Sub category saved',
                  )
                : await run(
                    Routes.storeSubsection,
                    {
                      body: {
                        ...base,
                        sectionId: modal.section._id,
                        label: name,
                        code: second,
                        orderNumber: subsectionsOf(modal.section.items).length + 1,
                      },
                    },
                    'Sub category created',
                  ),
            )
          }
        />
      )}
      {modal?.kind === 'settings' && (
        <BookmarkSettingsDialog
          placement={modal.placement}
          onClose={(didChange) => {
            setModal(null);
            if (didChange) void loaded.refetch();
          }}
        />
      )}
      {modal?.kind === 'reorder' && (
        <ReorderDialog
          title={modal.title}
          items={modal.items}
          onSave={modal.save}
          onClose={(didChange) => {
            setModal(null);
            if (didChange) void loaded.refetch();
          }}
        />
      )}
    </Box>
  );
};
