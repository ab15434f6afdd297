/**
 * Calls of the template screens, run through the data provider (`templateEditorCall`, templatesAdapter.ts). Every change acts only on success; a failure shows why (the spec swallows
 * them, but a person should know the change did not happen). A refused input shows the server's
 * message naming the field rather than the generic connection text.
 */
import { ErrorCode, type RouteDef } from '@dental/contracts';
import { useCallback } from 'react';
import { useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { ApiError } from '../api/apiError';
import type { AnswerOf, CallOptions } from '../api/httpClient';
import { templateEditorCallOf, type TemplateEditorMethods } from './templatesAdapter';

export function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    if ((error.code === ErrorCode.BadInput || error.code === ErrorCode.Conflict) && error.serverMessage) return error.serverMessage;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Runs a call; on failure shows the problem (prefixed with what was being done) and answers undefined. */
export function useTemplateCall() {
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & TemplateEditorMethods>();
  return useCallback(
    async <R extends RouteDef>(route: R, options: CallOptions = {}, success?: string): Promise<AnswerOf<R> | undefined> => {
      try {
        const name = templateEditorCallOf(route);
        if (!name) throw new Error(`The template editor does not call ${route.method} ${route.path}`);
        const answer: AnswerOf<R> = await dataProvider.templateEditorCall<AnswerOf<R>>({ name, options });
        if (success) notify(success, { type: 'success' });
        return answer;
      } catch (error) {
        if (!(error instanceof ApiError && error.silent)) notify(problemText(error), { type: 'error' });
        return undefined;
      }
    },
    [dataProvider, notify],
  );
}

/** Saves a generated document the answer carries (base64) as a download. */
export function saveDocument(file: { fileName: string; contentType: string; base64: string }): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
