/** The Create Transaction form's checks: the contract's rules (createTransactionSchema), the same the API applies, each refused field named. */
import { createTransactionSchema } from '@dental/contracts';
import { checkedBy } from '../shared/formErrors';

export const validateTransactionFormValues = checkedBy(createTransactionSchema);
