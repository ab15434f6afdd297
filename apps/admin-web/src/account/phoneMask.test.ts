import { formatPhone, phoneDigits } from './phoneMask';

describe('phone mask', () => {
  it('shows +1(###)###-#### as the user types', () => {
    expect(formatPhone('512')).toBe('+1(512)');
    expect(formatPhone('5125550')).toBe('+1(512)555-0');
    expect(formatPhone('15125550199')).toBe('+1(512)555-0199');
    expect(formatPhone('+1(512)555-0199 ext')).toBe('+1(512)555-0199');
    expect(formatPhone('')).toBe('');
  });

  it('keeps only the digits for the server', () => {
    expect(phoneDigits('+1(512)555-0199')).toBe('15125550199');
    expect(phoneDigits('')).toBe('');
  });
});
