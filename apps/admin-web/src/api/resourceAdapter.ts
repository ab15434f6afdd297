/**
 * What a feature folder writes to serve one react-admin resource: an adapter that turns
 * react-admin's calls into the documented HTTP calls of the route table and answers the records as
 * the server sends them. The data provider (dataProvider.ts) composes the adapters; it gives each
 * record its react-admin `id`, fills in getMany and deleteMany, and turns failures into what
 * react-admin shows, so an adapter holds only the requests and the answers of its resource.
 */
import type { RouteDef } from '@dental/contracts';
import type { CreateParams, DeleteParams, GetListParams, GetManyReferenceParams, GetOneParams, UpdateParams } from 'react-admin';
import type { AnswerOf, CallOptions } from './httpClient';

/** A record as the server answers it: `_id` (most records) or `id`, with its fields. */
export interface ServerRecord {
  readonly _id?: string;
  readonly id?: string | number;
}

/** The fields of a record being written, without its id (given apart). */
export type RecordFields = Record<string, unknown>;

/**
 * A page of records and how many match in all, or, for a call that does not count, whether more pages
 * follow; `meta` carries what the list shows beside its rows (react-admin hands it to the list).
 */
export type ServerPage = (
  { data: ServerRecord[]; total: number } | { data: ServerRecord[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } }
) & { meta?: Record<string, unknown> };

/** The HTTP client (httpClient.ts), given to each adapter so tests can stand in for it. */
export type CallApi = <R extends RouteDef>(route: R, options?: CallOptions) => Promise<AnswerOf<R>>;

/** The calls a resource's API allows; a call left out is refused with a message naming it. */
export interface ResourceAdapter {
  getList?(params: GetListParams): Promise<ServerPage>;
  getOne?(id: string, params: GetOneParams): Promise<ServerRecord>;
  /** Without it, getMany asks getOne for each id. */
  getMany?(ids: string[]): Promise<ServerRecord[]>;
  getManyReference?(params: GetManyReferenceParams): Promise<ServerPage>;
  create?(data: RecordFields, params: CreateParams): Promise<ServerRecord>;
  update?(id: string, data: RecordFields, previous: RecordFields, params: UpdateParams): Promise<ServerRecord>;
  /** Deleting several deletes one at a time with this. */
  delete?(id: string, previous: RecordFields | undefined, params: DeleteParams): Promise<unknown>;
  /**
   * The resource's calls that are not CRUD, by name: the data provider's custom method
   * `act(resource, name, input)` runs one (screens use it through `useDataProvider`).
   */
  actions?: Readonly<Record<string, (input: never) => Promise<unknown>>>;
}

export type AdapterFactory = (call: CallApi) => ResourceAdapter;

/** A list's page and size as the administration calls take them (`limit`, `offset`, as text for a query). */
export function pageRange(params: Pick<GetListParams, 'pagination'>, pageSize: number): { limit: string; offset: string } {
  const { page = 1, perPage = pageSize } = params.pagination ?? {};
  return { limit: String(perPage), offset: String((page - 1) * perPage) };
}

/** The list's filter values that are set, as query text. */
export function filterQuery(filter: Record<string, unknown> | undefined, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = filter?.[field];
      return value === undefined || value === null || value === '' ? [] : [[field, String(value)]];
    }),
  );
}

/** One page of a list the API answers whole (a short list: the NS keys, the credential sets). */
export function pageOf<T>(records: readonly T[], params: Pick<GetListParams, 'pagination'>): { data: T[]; total: number } {
  const { page = 1, perPage = records.length } = params.pagination ?? {};
  return { data: records.slice((page - 1) * perPage, page * perPage), total: records.length };
}
