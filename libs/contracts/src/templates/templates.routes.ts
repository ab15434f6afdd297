/**
 * HTTP calls of templates and bookmarks (spec 02 §7), answered by the templates service.
 *
 * Templates and the bookmark catalogue are platform-wide data, not a client's: the route permission
 * `template` lets a user change them (and read them in the editor), `sharedElements` lets a user
 * share elements. Listing templates (`GET /api/tmp`, for the client and practice forms' picker),
 * reading a template as a form (`/api/tmp/data/{templateId}`) and the shared elements is open to
 * every signed-in user, since the FBD tab of any practice needs them. Merged documents
 * belong to a transaction's practice and are checked against the user's practices.
 */
import type { RouteDef } from '../http/route-def';
import { Permission } from '../access/permissions';
import { TemplatesCommands as C } from './templates.commands';

const TEMPLATE = 'template';
const SHARED = 'sharedElements';

export const TemplatesRoutes = {
  // The client and practice forms pick a template from this list too (spec 02 §7 "Clients and practices").
  listTemplates: { method: 'GET', path: '/api/tmp', command: C.listTemplates, summary: 'Templates, by name (limit 50, offset 0)' },
  storeTemplate: { method: 'POST', path: '/api/tmp/store', command: C.storeTemplate, summary: 'Create a template', permission: TEMPLATE },
  duplicateTemplate: {
    method: 'POST',
    path: '/api/tmp/duplicate',
    command: C.duplicateTemplate,
    summary: 'Copy a template with its sections, sub-sections and bookmarks under a new name',
    permission: TEMPLATE,
  },
  templateData: {
    method: 'GET',
    path: '/api/tmp/data/{templateId}',
    command: C.templateData,
    summary: 'A template as the verification form (dynamic form elements); ?version= for a past version',
  },
  mergedDownload: {
    method: 'GET',
    path: '/api/tmp/data/download/{id}',
    command: C.mergedDownload,
    summary: 'The .docx last merged for a transaction (base64 in the answer)',
    permission: Permission.ListTransactions,
  },
  updateTemplate: {
    method: 'PUT',
    path: '/api/tmp/{templateId}',
    command: C.updateTemplate,
    summary: 'Rename a template',
    permission: TEMPLATE,
  },
  downloadTemplate: {
    method: 'GET',
    path: '/api/tmp/{templateId}',
    command: C.downloadTemplate,
    summary: 'The template as a .docx with a placeholder per bookmark (base64 in the answer)',
    permission: TEMPLATE,
  },

  storeSection: {
    method: 'POST',
    path: '/api/tmp/section/store',
    command: C.storeSection,
    summary: 'Add a category',
    permission: TEMPLATE,
  },
  updateSection: {
    method: 'PUT',
    path: '/api/tmp/section/{id}',
    command: C.updateSection,
    summary: 'Edit a category',
    permission: TEMPLATE,
  },
  deleteSection: {
    method: 'DELETE',
    path: '/api/tmp/section/{id}',
    command: C.deleteSection,
    summary: 'Delete a category and what it holds',
    permission: TEMPLATE,
  },
  storeSubsection: {
    method: 'POST',
    path: '/api/tmp/subsection/store',
    command: C.storeSubsection,
    summary: 'Add a sub-category',
    permission: TEMPLATE,
  },
  updateSubsection: {
    method: 'PUT',
    path: '/api/tmp/subsection/{id}',
    command: C.updateSubsection,
    summary: 'Edit a sub-category',
    permission: TEMPLATE,
  },
  deleteSubsection: {
    method: 'DELETE',
    path: '/api/tmp/subsection/{id}',
    command: C.deleteSubsection,
    summary: 'Delete a sub-category and its bookmarks',
    permission: TEMPLATE,
  },
  reorderSections: {
    method: 'PUT',
    path: '/api/tmp/sections/reorder',
    command: C.reorderSections,
    summary: 'Reorder the categories, or the sub-categories of one category',
    permission: TEMPLATE,
  },

  storePlacements: {
    method: 'POST',
    path: '/api/tmp/bookmarks/store',
    command: C.storePlacements,
    summary: 'Add catalogue bookmarks (or shared elements) to a category or sub-category',
    permission: TEMPLATE,
  },
  reorderPlacements: {
    method: 'PUT',
    path: '/api/tmp/bookmarks/reorder',
    command: C.reorderPlacements,
    summary: 'Reorder the bookmarks of a category or sub-category',
    permission: TEMPLATE,
  },
  bookmarkInUse: {
    method: 'GET',
    path: '/api/tmp/bookmark/inuse/{id}',
    command: C.bookmarkInUse,
    summary: 'Which templates use a catalogue bookmark',
    permission: TEMPLATE,
  },
  updatePlacement: {
    method: 'PUT',
    path: '/api/tmp/bookmark/{id}',
    command: C.updatePlacement,
    summary: "Edit a bookmark's settings in a template (label, length, required, options)",
    permission: TEMPLATE,
  },
  deletePlacement: {
    method: 'DELETE',
    path: '/api/tmp/bookmark/{id}',
    command: C.deletePlacement,
    summary: 'Remove a bookmark from a template',
    permission: TEMPLATE,
  },
  placementConditions: {
    method: 'PUT',
    path: '/api/tmp/bookmark/{id}/conditions',
    command: C.placementConditions,
    summary: "Replace a bookmark's conditions (affectsOn)",
    permission: TEMPLATE,
  },
  placementDependency: {
    method: 'PUT',
    path: '/api/tmp/bookmark/{id}/dependency',
    command: C.placementDependency,
    summary: 'Add one condition to a bookmark, or replace the one with the same trigger and action',
    permission: TEMPLATE,
  },

  listBookmarks: {
    method: 'GET',
    path: '/api/bks',
    command: C.listBookmarks,
    summary: 'The bookmark catalogue, 25 a page',
    permission: TEMPLATE,
  },
  searchBookmarks: {
    method: 'GET',
    path: '/api/bks/search',
    command: C.searchBookmarks,
    summary: 'Bookmarks whose code or label contains the text (3 characters or more)',
    permission: TEMPLATE,
  },
  bookmarkForm: {
    method: 'GET',
    path: '/api/bks/form/{type}',
    command: C.bookmarkForm,
    summary: 'The fields of the new-bookmark form of one kind (text, checkbox, multiple)',
    permission: TEMPLATE,
  },
  sectionTypes: {
    method: 'GET',
    path: '/api/bks/sectionType',
    command: C.sectionTypes,
    summary: 'Category types (info, code)',
    permission: TEMPLATE,
  },
  // After the fixed /api/bks/... paths above: the first matching route answers, and 'search' is not an id.
  getBookmark: {
    method: 'GET',
    path: '/api/bks/{id}',
    command: C.getBookmark,
    summary: 'One catalogue bookmark (the bookmark form opened from its address)',
    permission: TEMPLATE,
  },
  storeBookmark: {
    method: 'POST',
    path: '/api/bks/{type}/store',
    command: C.storeBookmark,
    summary: 'Add a bookmark to the catalogue',
    permission: TEMPLATE,
  },
  updateBookmark: {
    method: 'PUT',
    path: '/api/bks/{type}/{id}',
    command: C.updateBookmark,
    summary: 'Edit a catalogue bookmark',
    permission: TEMPLATE,
  },
  deleteBookmark: {
    method: 'DELETE',
    path: '/api/bks/{id}',
    command: C.deleteBookmark,
    summary: 'Delete a catalogue bookmark no template uses',
    permission: TEMPLATE,
  },
  personalize: {
    method: 'POST',
    path: '/api/bks/personalize/{type}',
    command: C.personalize,
    summary: "A template bookmark's settings for the settings modal",
    permission: TEMPLATE,
  },
  conditionActions: {
    method: 'POST',
    path: '/api/bks/get/actions',
    command: C.conditionActions,
    summary: 'Condition actions',
    permission: TEMPLATE,
  },
  affectTypes: {
    method: 'POST',
    path: '/api/bks/get/affectTypes',
    command: C.affectTypes,
    summary: 'What a condition may act on',
    permission: TEMPLATE,
  },
  affectTargets: {
    method: 'POST',
    path: '/api/bks/get/affectsOn',
    command: C.affectTargets,
    summary: "The bookmarks and options of a template a bookmark's conditions may act on",
    permission: TEMPLATE,
  },

  sharedElements: {
    method: 'GET',
    path: '/api/template/sharedElement',
    command: C.sharedElements,
    summary: 'Shared elements of one template (templateId) or of every template',
  },
  shareElements: {
    method: 'POST',
    path: '/api/template/sharedElement',
    command: C.shareElements,
    summary: 'Choose the elements of a template that other templates may bring in',
    permission: SHARED,
  },

  // Anyone who may see the transaction may download its document; the verification service checks
  // that the transaction is one of the caller's practices before the templates service merges.
  mergeDocument: {
    method: 'POST',
    path: '/api/tmp/merge',
    command: C.merge,
    summary: "Merge a transaction's saved values (dataId) into its template's .docx, kept for download",
    permission: Permission.ListTransactions,
    tenancy: { clientField: 'clientId' },
  },
  // Update PMS needs missingCode.update_pms or transaction.audit (spec 01 §2, §6): the templates
  // service checks either, as one route permission cannot name two.
  driveUpload: {
    method: 'POST',
    path: '/api/tmp/drive/upload',
    command: C.driveUpload,
    summary: "Update PMS: merge a transaction's saved values (dataId) and store the .docx in its practice's document storage",
    permission: Permission.ListTransactions,
    tenancy: { clientField: 'clientId' },
  },
} as const satisfies Record<string, RouteDef>;
