import { feeScheduleYears } from '@dental/contracts';
import { readAppSettings } from '../practices/appSettings';

/** The practices the user was granted, as the practice selects offer them. */
export const practiceChoices = () => readAppSettings().practices.map((p) => ({ id: p._id, name: `${p.name} (${p.clientName})` }));

export const yearChoices = () => feeScheduleYears().map((y) => ({ id: String(y), name: String(y) }));
