import type { DqaRecord } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** Data Quality Records (`/dataquality`); a record's Resume Details is a modal the list opens from its address (`/dataquality/:id`). */
const dataQuality: ResourceScreens = {
  list: lazyScreen(
    () => import('./DataQualityList'),
    (m) => m.DataQualityList,
  ),
  hasEdit: true,
  recordRepresentation: (record: Pick<DqaRecord, 'patientName'>) => record.patientName,
};
export default dataQuality;
