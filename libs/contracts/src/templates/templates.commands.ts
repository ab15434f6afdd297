/** Commands the templates service answers (spec 02 §7 "Templates and bookmarks"). */
import { defineCommand } from '../messaging/commands';
import type { TemplateForm } from './template-form';
import {
  affectsOnRequestSchema,
  bookmarkIdSchema,
  bookmarkKindSchema,
  bookmarkListRequestSchema,
  bookmarkSearchSchema,
  bookmarkStoreSchema,
  bookmarkUpdateSchema,
  bookmarksReorderSchema,
  driveUploadSchema,
  mergeSchema,
  mergedDownloadSchema,
  templatesNoInputSchema,
  personalizeSchema,
  placementConditionsSchema,
  placementDeleteSchema,
  placementDependencySchema,
  placementStoreSchema,
  placementUpdateSchema,
  sectionDeleteSchema,
  sectionStoreSchema,
  sectionUpdateSchema,
  sectionsReorderSchema,
  sharedElementsGetSchema,
  sharedElementsSaveSchema,
  subsectionDeleteSchema,
  subsectionStoreSchema,
  subsectionUpdateSchema,
  templateDataRequestSchema,
  templateDuplicateSchema,
  templateIdSchema,
  templateListRequestSchema,
  templateStoreSchema,
  templateUpdateSchema,
  type AffectTargets,
  type BookmarkForm,
  type BookmarkInUse,
  type BookmarkPage,
  type BookmarkSearchHit,
  type CatalogueBookmark,
  type Choice,
  type DocumentFile,
  type MergedDocument,
  type PlacementSettings,
  type PmsUpdate,
  type SharedElements,
  type TemplateSummary,
} from './templates.schemas';

/** What a change to a template answers: the id it made or touched and the template's new version. */
export interface TemplateChange {
  _id: string;
  templateId: string;
  version: number;
}

const c = <A>() => defineCommand<A>();

export const TemplatesCommands = {
  listTemplates: c<TemplateSummary[]>()('templates', 'template.list', templateListRequestSchema),
  storeTemplate: c<TemplateChange>()('templates', 'template.store', templateStoreSchema),
  updateTemplate: c<TemplateChange>()('templates', 'template.update', templateUpdateSchema),
  downloadTemplate: c<DocumentFile>()('templates', 'template.download', templateIdSchema),
  duplicateTemplate: c<TemplateChange>()('templates', 'template.duplicate', templateDuplicateSchema),
  templateData: c<TemplateForm>()('templates', 'template.data', templateDataRequestSchema),

  storeSection: c<TemplateChange>()('templates', 'section.store', sectionStoreSchema),
  updateSection: c<TemplateChange>()('templates', 'section.update', sectionUpdateSchema),
  deleteSection: c<TemplateChange>()('templates', 'section.delete', sectionDeleteSchema),
  storeSubsection: c<TemplateChange>()('templates', 'subsection.store', subsectionStoreSchema),
  updateSubsection: c<TemplateChange>()('templates', 'subsection.update', subsectionUpdateSchema),
  deleteSubsection: c<TemplateChange>()('templates', 'subsection.delete', subsectionDeleteSchema),
  reorderSections: c<TemplateChange>()('templates', 'section.reorder', sectionsReorderSchema),

  storePlacements: c<TemplateChange & { ids: string[] }>()('templates', 'placement.store', placementStoreSchema),
  updatePlacement: c<TemplateChange>()('templates', 'placement.update', placementUpdateSchema),
  deletePlacement: c<TemplateChange>()('templates', 'placement.delete', placementDeleteSchema),
  placementConditions: c<TemplateChange>()('templates', 'placement.conditions', placementConditionsSchema),
  placementDependency: c<TemplateChange>()('templates', 'placement.dependency', placementDependencySchema),
  reorderPlacements: c<TemplateChange>()('templates', 'placement.reorder', bookmarksReorderSchema),
  bookmarkInUse: c<BookmarkInUse>()('templates', 'bookmark.inUse', bookmarkIdSchema),

  listBookmarks: c<BookmarkPage>()('templates', 'bookmark.list', bookmarkListRequestSchema),
  getBookmark: c<CatalogueBookmark>()('templates', 'bookmark.get', bookmarkIdSchema),
  searchBookmarks: c<BookmarkSearchHit[]>()('templates', 'bookmark.search', bookmarkSearchSchema),
  bookmarkForm: c<BookmarkForm>()('templates', 'bookmark.form', bookmarkKindSchema),
  sectionTypes: c<Choice[]>()('templates', 'bookmark.sectionTypes', templatesNoInputSchema),
  storeBookmark: c<CatalogueBookmark>()('templates', 'bookmark.store', bookmarkStoreSchema),
  updateBookmark: c<CatalogueBookmark>()('templates', 'bookmark.update', bookmarkUpdateSchema),
  deleteBookmark: c<{ _id: string }>()('templates', 'bookmark.delete', bookmarkIdSchema),
  personalize: c<PlacementSettings>()('templates', 'bookmark.personalize', personalizeSchema),
  conditionActions: c<Choice[]>()('templates', 'bookmark.actions', templatesNoInputSchema),
  affectTypes: c<Choice[]>()('templates', 'bookmark.affectTypes', templatesNoInputSchema),
  affectTargets: c<AffectTargets>()('templates', 'bookmark.affectsOn', affectsOnRequestSchema),

  sharedElements: c<SharedElements[]>()('templates', 'sharedElements.get', sharedElementsGetSchema),
  shareElements: c<SharedElements>()('templates', 'sharedElements.save', sharedElementsSaveSchema),

  merge: c<MergedDocument>()('templates', 'document.merge', mergeSchema),
  mergedDownload: c<DocumentFile>()('templates', 'document.download', mergedDownloadSchema),
  driveUpload: c<PmsUpdate>()('templates', 'document.driveUpload', driveUploadSchema),
} as const;
