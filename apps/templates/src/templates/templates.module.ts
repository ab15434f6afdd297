import { Module } from '@nestjs/common';
import { TemplateStore } from './template-store';
import { TemplatesHandlers } from './templates.handlers';
import { SectionsHandlers } from '../sections/sections.handlers';
import { PlacementsHandlers } from '../bookmarks/placements.handlers';
import { CatalogueHandlers } from '../bookmarks/catalogue.handlers';
import { SharedElementsHandlers } from '../shared-elements/shared-elements.handlers';
import { DocumentsHandlers } from '../documents/documents.handlers';
import { TransactionDocuments } from '../documents/transaction-documents';

/** Templates, their sections and bookmarks, the catalogue, shared elements and merged documents. */
@Module({
  providers: [
    TemplateStore,
    TemplatesHandlers,
    SectionsHandlers,
    PlacementsHandlers,
    CatalogueHandlers,
    SharedElementsHandlers,
    DocumentsHandlers,
    TransactionDocuments,
  ],
})
export class TemplatesModule {}
