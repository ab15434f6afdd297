import type { MenuItem } from '../access/menu';

const COMMUNICATIONS = 'Communications';

/** The call log, the two SMS logs and the voice-assistant appointments, under one MODULES folder, each shown by its route permission. */
export const CALLS_MENU: readonly MenuItem[] = [
  { label: COMMUNICATIONS, path: '', icon: 'call', group: 'MODULES' },
  { label: 'Air Call', path: '/air-call', icon: 'call', permission: 'airCall', group: 'MODULES', parent: COMMUNICATIONS },
  { label: 'Air Call 2FA SMS', path: '/aircall-sms', icon: 'sms', permission: 'airCall', group: 'MODULES', parent: COMMUNICATIONS },
  {
    label: 'Ring Central 2FA SMS',
    path: '/ring-central',
    icon: 'phone_in_talk',
    permission: 'ringCentral',
    group: 'MODULES',
    parent: COMMUNICATIONS,
  },
  { label: 'Intelepeer', path: '/intelepeer', icon: 'event', permission: 'intelepeer', group: 'MODULES', parent: COMMUNICATIONS },
];
