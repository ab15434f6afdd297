/**
 * The templates a client or a practice form can assign, as choices; null while they cannot be
 * listed, so a form can fall back to typing the template id.
 */
import { Routes, type Choice } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../api/httpClient';

export function useTemplateChoices(): Choice[] | null {
  const [choices, setChoices] = useState<Choice[] | null>(null);
  useEffect(() => {
    callApi(Routes.listTemplates, { query: { limit: '50', offset: '0' } })
      .then((list) => setChoices(list.map((t) => ({ value: t._id, label: t.name }))))
      .catch(() => setChoices(null));
  }, []);
  return choices;
}
