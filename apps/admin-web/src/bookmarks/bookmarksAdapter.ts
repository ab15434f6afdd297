/**
 * The bookmarks resource, the bookmark catalogue (spec 02 §7): 25 a page, searched by code or label
 * (GET /api/bks, filter `q`); one bookmark (GET /api/bks/{id}); create and change per kind
 * (POST /api/bks/{type}/store, PUT /api/bks/{type}/{id}); delete (DELETE /api/bks/{id}, refused while
 * a template uses it). The form edits a bookmark under the names of the per-kind form
 * (`GET /api/bks/form/{type}`, the bookmark-forms resource): valueType, and required as 'true'/'false'.
 */
import { BOOKMARK_PAGE_SIZE, Routes, type BookmarkElementType, type CatalogueBookmark } from '@dental/contracts';
import { filterQuery, pageRange, type AdapterFactory, type RecordFields } from '../api/resourceAdapter';

/** A catalogue bookmark as its form shows it. */
export function bookmarkFormValues(bookmark: CatalogueBookmark) {
  return {
    ...bookmark,
    valueType: bookmark.type === 'object' ? 'string' : bookmark.type,
    required: String(bookmark.required),
    options: bookmark.options.map(({ bookmark: code, label }) => ({ bookmark: code, label })),
  };
}

/** What the store and update calls take for the bookmark's kind. */
export function bookmarkRequest(data: RecordFields) {
  const text = (name: string) => String(data[name] ?? '').trim();
  if (data.elementType === 'text')
    return { bookmark: text('bookmark'), label: text('label'), valueType: text('valueType'), symbol: text('symbol') };
  return { bookmark: text('bookmark'), label: text('label'), required: text('required'), options: data.options ?? [] };
}

export const bookmarksAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const query = { ...filterQuery(params.filter, ['q']), ...pageRange(params, BOOKMARK_PAGE_SIZE) };
    const page = await call(Routes.listBookmarks, { query, signal: params.signal });
    return { data: page.records, total: page.recordsQty };
  },
  getOne: async (id, params) => bookmarkFormValues(await call(Routes.getBookmark, { params: { id }, signal: params.signal })),
  create: async (data) =>
    bookmarkFormValues(
      await call(Routes.storeBookmark, { params: { type: data.elementType as BookmarkElementType }, body: bookmarkRequest(data) }),
    ),
  update: async (id, data) =>
    bookmarkFormValues(
      await call(Routes.updateBookmark, { params: { type: data.elementType as BookmarkElementType, id }, body: bookmarkRequest(data) }),
    ),
  delete: (id) => call(Routes.deleteBookmark, { params: { id } }),
});

/** The bookmark-forms resource: the fields of the bookmark form of one kind, the kind being the id. */
export const bookmarkFormsAdapter: AdapterFactory = (call) => ({
  getOne: async (type, params) => ({
    ...(await call(Routes.bookmarkForm, { params: { type }, signal: params.signal })),
    _id: type,
  }),
});
