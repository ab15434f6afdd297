import { DataQualityPermission } from '@dental/contracts';
import type { Feature } from '../features';
import dataQuality from '.';
import { DATA_QUALITY_RESOURCE, DQA_MISSING_FIELDS_RESOURCE, dataQualityAdapter, dqaMissingFieldsAdapter } from './dataQualityAdapter';

/** /dataquality needs the dataQuality permission (spec 03 §2). */
const feature: Feature = {
  resources: [
    {
      name: DATA_QUALITY_RESOURCE,
      label: 'Data Quality Records',
      screens: dataQuality,
      adapter: dataQualityAdapter,
      access: { permission: DataQualityPermission },
    },
    {
      name: DQA_MISSING_FIELDS_RESOURCE,
      label: 'Missing fields',
      adapter: dqaMissingFieldsAdapter,
      access: { permission: DataQualityPermission },
    },
  ],
};
export default feature;
