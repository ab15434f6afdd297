import type { Feature } from '../features';
import claims from '.';
import { claimsAdapter } from './claimsAdapter';

/** /claims needs the claims permission (spec 03 §2). */
const feature: Feature = {
  resources: [{ name: 'claims', label: 'Claims', screens: claims, adapter: claimsAdapter, access: { permission: 'claims' } }],
};
export default feature;
