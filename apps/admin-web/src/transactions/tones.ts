import type { Tone } from '@dental/contracts';

/** The palette colour for a tone of the contracts (success, warning, danger). */
export function toneColor(tone: Tone): 'success' | 'warning' | 'error' {
  return tone === 'danger' ? 'error' : tone;
}
