/**
 * A question asked with react-admin's `<Confirm>` from inside a handler that goes on once it is
 * answered: `const [ask, confirmation] = useConfirmation();` renders `{confirmation}`, and a handler
 * does `if (!(await ask('Delete', 'Are you sure…?'))) return;`.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Confirm } from 'react-admin';

interface Question {
  title: string;
  content: ReactNode;
  confirm: string;
}

export function useConfirmation(): [ask: (title: string, content: ReactNode, confirm?: string) => Promise<boolean>, dialog: ReactNode] {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<((yes: boolean) => void) | undefined>(undefined);
  const ask = useCallback(
    (title: string, content: ReactNode, confirm = 'Confirm') =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion({ title, content, confirm });
      }),
    [],
  );
  const close = (yes: boolean) => {
    setQuestion(null);
    answer.current?.(yes);
    answer.current = undefined;
  };
  const dialog = (
    <Confirm
      isOpen={question !== null}
      title={question?.title ?? ''}
      content={question?.content ?? ''}
      confirm={question?.confirm}
      onConfirm={() => close(true)}
      onClose={() => close(false)}
    />
  );
  return [ask, dialog];
}
