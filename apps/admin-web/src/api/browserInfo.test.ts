import { describeBrowser } from './browserInfo';

describe('describeBrowser', () => {
  it('recognises desktop Chrome on Linux, including headless Chromium', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';
    expect(describeBrowser(ua)).toEqual({ browser: 'Chrome', browserVersion: '140.0.0.0', deviceType: 'desktop', deviceOs: 'Linux' });
  });

  it('tells Edge from the Chrome it is built on', () => {
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91';
    expect(describeBrowser(ua)).toMatchObject({ browser: 'Edge', browserVersion: '120.0.2210.91', deviceOs: 'Windows' });
  });

  it('recognises Safari on an iPhone as a mobile device', () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
    expect(describeBrowser(ua)).toEqual({ browser: 'Safari', browserVersion: '17.2', deviceType: 'mobile', deviceOs: 'iOS' });
  });

  it('still answers for an agent it does not know', () => {
    expect(describeBrowser('curl/8.0')).toEqual({ browser: 'Unknown', browserVersion: '', deviceType: 'desktop', deviceOs: 'Unknown' });
  });
});
