import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import type { SmsMessage } from '@dental/contracts';

const representation = (m: SmsMessage) => `${m.toPhoneNumber} ${m.eventDate}`;

/** The SMS logs are read only: one list per provider. */
export const ringCentralSms: ResourceScreens = {
  list: lazyScreen(
    () => import('./SmsLogList'),
    (m) => m.RingCentralSmsList,
  ),
  recordRepresentation: representation,
};
export const aircallSms: ResourceScreens = {
  list: lazyScreen(
    () => import('./SmsLogList'),
    (m) => m.AircallSmsList,
  ),
  recordRepresentation: representation,
};
