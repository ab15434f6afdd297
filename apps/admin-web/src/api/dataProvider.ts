/**
 * react-admin's data provider, composed from the adapters the feature folders declare (one per
 * resource, see resourceAdapter.ts). The rules every resource shares live here, once:
 * - a server record's `_id` becomes react-admin's `id`, and a record written goes back without it,
 *   its emptied fields as '' (react-admin's inputs hold them as null);
 * - getMany and deleteMany fall back to one getOne or delete per id;
 * - a failure carries the text to show (the server's own wording for refused input, a conflict or a
 *   missing record) and, for refused fields, `body.errors`, which react-admin shows beside the fields;
 * - a resource or call the API does not serve is refused with a message naming it;
 * - `act(resource, name, input)`, a custom method, runs one of a resource's calls that are not CRUD.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { emptyAsText } from '../shared/formValues';
import { ApiError } from './apiError';
import type { AdapterFactory, CallApi, RecordFields, ResourceAdapter, ServerRecord } from './resourceAdapter';

/** The record with its server id as react-admin's `id`. */
export function toRecord(resource: string, raw: ServerRecord): RaRecord {
  const { _id, ...fields } = raw;
  const id = _id ?? raw.id;
  if (id === undefined || id === '') throw new Error(`The ${resource} answer holds a record without an id`);
  return { ...fields, id };
}

/**
 * The fields of a record to write: react-admin's `id` is sent apart, as the call's path or field,
 * and a field the form emptied is '' as the contract's text fields take it.
 */
export function toFields(record: Partial<RaRecord> | undefined): RecordFields {
  if (!record) return {};
  const { id: _id, ...fields } = record;
  return emptyAsText(fields);
}

/** A refused field's path as the form names it: the request's wrapper (`payload.`) is not part of the form. */
function fieldErrors(issues: readonly { path: string; message: string }[]): Record<string, string> | undefined {
  if (issues.length === 0) return undefined;
  return Object.fromEntries(issues.map((issue) => [issue.path.replace(/^payload\./, ''), issue.message]));
}

/** What react-admin shows for a failure: the message, and the refused fields for the form. */
export function surfaced(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const shown = new ApiError(apiErrorMessage(error), error.status, error.code, error.serverMessage, error.silent, error.issues);
  const errors = fieldErrors(error.issues);
  return errors ? Object.assign(shown, { body: { errors } }) : shown;
}

const str = (id: Identifier) => String(id);

export function composeDataProvider(factories: Readonly<Record<string, AdapterFactory>>, call: CallApi): DataProvider {
  const adapters = new Map<string, ResourceAdapter>(Object.entries(factories).map(([name, factory]) => [name, factory(call)]));

  function method<K extends Exclude<keyof ResourceAdapter, 'actions'>>(resource: string, name: K): NonNullable<ResourceAdapter[K]> {
    const adapter = adapters.get(resource);
    if (!adapter) throw new Error(`No data is served for ${resource}`);
    const found = adapter[name];
    if (!found) throw new Error(`${resource} cannot be asked ${name}`);
    return found.bind(adapter) as NonNullable<ResourceAdapter[K]>;
  }

  /** Runs one call of a resource with the shared failure handling. */
  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw surfaced(error);
    }
  }

  const many = (resource: string, rows: ServerRecord[]) => rows.map((raw) => toRecord(resource, raw));

  const provider: DataProvider = {
    supportAbortSignal: true,
    getList: (resource, params) =>
      run(async () => {
        const page = await method(resource, 'getList')(params);
        return { ...page, data: many(resource, page.data) } as never;
      }),
    getOne: (resource, params) =>
      run(async () => ({ data: toRecord(resource, await method(resource, 'getOne')(str(params.id), params)) as never })),
    getMany: (resource, params) =>
      run(async () => {
        const adapter = adapters.get(resource);
        const ids = params.ids.map(str);
        if (adapter?.getMany) return { data: many(resource, await adapter.getMany(ids)) as never };
        const getOne = method(resource, 'getOne');
        return { data: many(resource, await Promise.all(ids.map((id) => getOne(id, { id, signal: params.signal })))) as never };
      }),
    getManyReference: (resource, params) =>
      run(async () => {
        const page = await method(resource, 'getManyReference')(params);
        return { ...page, data: many(resource, page.data) } as never;
      }),
    create: (resource, params) =>
      run(async () => ({ data: toRecord(resource, await method(resource, 'create')(toFields(params.data), params)) as never })),
    update: (resource, params) =>
      run(async () => ({
        data: toRecord(
          resource,
          await method(resource, 'update')(str(params.id), toFields(params.data), toFields(params.previousData), params),
        ) as never,
      })),
    updateMany: (resource) => Promise.reject(new Error(`${resource} cannot be changed several at a time`)),
    delete: (resource, params) =>
      run(async () => {
        await method(resource, 'delete')(str(params.id), params.previousData && toFields(params.previousData), params);
        return { data: (params.previousData ?? { id: params.id }) as never };
      }),
    deleteMany: (resource, params) =>
      run(async () => {
        const remove = method(resource, 'delete');
        for (const id of params.ids) await remove(str(id), undefined, { id });
        return { data: params.ids as never };
      }),
    /** A call of the resource that is not CRUD (its adapter's `actions`), answered as the server sends it. */
    act: <T = unknown>(resource: string, name: string, input?: unknown): Promise<T> =>
      run(async () => {
        const adapter = adapters.get(resource);
        if (!adapter) throw new Error(`No data is served for ${resource}`);
        const action = adapter.actions?.[name] as ((input: unknown) => Promise<T>) | undefined;
        if (!action) throw new Error(`${resource} cannot be asked ${name}`);
        return action(input);
      }),
  };
  return provider;
}
