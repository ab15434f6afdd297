import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import type { VoiceAppointment } from '@dental/contracts';

/** A list; the status switch edits in place, the details open in a dialog. */
const intelepeer: ResourceScreens = {
  list: lazyScreen(
    () => import('./IntelepeerList'),
    (m) => m.IntelepeerList,
  ),
  recordRepresentation: (a: VoiceAppointment) => `${a.patientFirstName} ${a.patientLastName}`,
};
export default intelepeer;
