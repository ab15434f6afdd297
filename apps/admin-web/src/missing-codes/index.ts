import type { MissingCodeRow } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The missing-code list (`/missingCode`); a record's Resume Details is a modal the list opens from its address (`/missingCode/:id`). */
const missingCodes: ResourceScreens = {
  list: lazyScreen(
    () => import('./MissingCodeList'),
    (m) => m.MissingCodeList,
  ),
  hasEdit: true,
  recordRepresentation: (row: Pick<MissingCodeRow, 'PatientName'>) => row.PatientName,
};
export default missingCodes;
