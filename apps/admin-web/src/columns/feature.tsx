import type { Feature } from '../features';
import columns from '.';
import { columnsAdapter } from './columnsAdapter';

/** Columns Configuration needs the `columnsConfiguration` route permission (spec 03 §2). */
const feature: Feature = {
  resources: [
    {
      name: 'columns-configurations',
      label: 'Columns Configuration',
      screens: columns,
      adapter: columnsAdapter,
      access: { permission: 'columnsConfiguration' },
    },
  ],
};
export default feature;
