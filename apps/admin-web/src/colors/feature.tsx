import type { Feature } from '../features';
import colors from '.';
import { colorsAdapter } from './colorsAdapter';

/** /colors needs sign-in only (spec 03 §2). */
const feature: Feature = {
  resources: [{ name: 'colors', label: 'Flag Color', screens: colors, adapter: colorsAdapter, access: { permission: null } }],
};
export default feature;
