import { useNotify, useRedirect, useResourceContext } from 'react-admin';

/**
 * A form's save options. Saves wait for the server (pessimistic), as the product acts only on a
 * successful answer (spec 02 §7); saved, the spec's message and back to the list. A refusal shows the
 * server's message, also when it names fields (react-admin then shows each beside its field but
 * would otherwise say only that the form is not valid).
 */
export function useSavedThenList(message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    mutationMode: 'pessimistic' as const,
    mutationOptions: {
      onSuccess: () => {
        notify(message, { type: 'success' });
        redirect('list', resource);
      },
      onError: (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    },
  };
}
