import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH, deviceClass, isMobileUserAgent, type DeviceClass } from './device';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPodSafari:
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  androidChromePhone:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
  androidChromeTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxAndroidPhone: 'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:126.0) Gecko/126.0 Firefox/126.0',
  kindleFireSilk:
    'Mozilla/5.0 (Linux; Android 9; KFMAWI Build/PS7326.3183N) AppleWebKit/537.36 (KHTML, like Gecko) Silk/124.2.1 like Chrome/124.0.6367.179 Safari/537.36',
  kindleReader:
    'Mozilla/5.0 (X11; U; Linux armv7l like Android; en-us) AppleWebKit/531.2+ (KHTML, like Gecko) Version/5.0 Safari/531.2+ Kindle/3.0+',
  operaMini:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  ieMobile:
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
  blackBerry10:
    'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.175 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',

  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.0.0',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:126.0) Gecko/20100101 Firefox/126.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  googlebotDesktop:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/125.0.6422.175 Safari/537.36',
  googlebotClassic: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  ie8TabletPc:
    'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0; SLCC2; .NET CLR 2.0.50727; Tablet PC 2.0)',
  curl: 'curl/8.5.0',
} as const;

describe('user agents', () => {
  it.each<[keyof typeof UA, DeviceClass]>([
    ['iPhoneSafari', 'mobile'],
    ['iPodSafari', 'mobile'],
    ['iPadSafari', 'mobile'],
    ['androidChromePhone', 'mobile'],
    ['androidChromeTablet', 'mobile'],
    ['samsungInternet', 'mobile'],
    ['firefoxAndroidPhone', 'mobile'],
    ['firefoxAndroidTablet', 'mobile'],
    ['kindleFireSilk', 'mobile'],
    ['kindleReader', 'mobile'],
    ['operaMini', 'mobile'],
    ['ieMobile', 'mobile'],
    ['blackBerry10', 'mobile'],
    ['googlebotSmartphone', 'mobile'],
    ['chromeWindows', 'desktop'],
    ['chromeLinux', 'desktop'],
    ['edgeWindows', 'desktop'],
    ['firefoxWindows', 'desktop'],
    ['firefoxMac', 'desktop'],
    ['safariMac', 'desktop'],
    ['googlebotDesktop', 'desktop'],
    ['googlebotClassic', 'desktop'],
    ['bingbot', 'desktop'],
    ['ie8TabletPc', 'desktop'],
    ['curl', 'desktop'],
  ])('%s is %s', (name, expected) => {
    expect(deviceClass({ userAgent: UA[name] })).toBe(expected);
    expect(isMobileUserAgent(UA[name])).toBe(expected === 'mobile');
  });

  // Each token on its own, so that dropping one from the pattern fails here even when the real
  // agents above also carry "Mobile" or "Android".
  it.each([
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
    'iPhone',
    'iPod',
    'Android',
    'Mobi',
    'Tablet',
    'Silk',
    'Kindle',
    'Opera Mini',
    'IEMobile',
    'Windows Phone',
    'BlackBerry',
    'BB10',
    'PlayBook',
    'webOS',
    'Nokia',
    'Symbian',
  ])('the token in %j is mobile', (userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(true);
  });

  it.each(['', null, undefined])('no user agent (%j) and no width is desktop', (userAgent) => {
    expect(deviceClass({ userAgent })).toBe('desktop');
    expect(deviceClass({})).toBe('desktop');
  });
});

describe('window width', () => {
  it('breaks at 768 px', () => {
    expect(MOBILE_MAX_WIDTH).toBe(768);
  });

  it.each<[number | null | undefined, DeviceClass]>([
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'desktop'],
    [1024, 'desktop'],
    [1920, 'desktop'],
    // Unknown widths say nothing.
    [0, 'desktop'],
    [-1, 'desktop'],
    [Number.NaN, 'desktop'],
    [Number.POSITIVE_INFINITY, 'desktop'],
    [null, 'desktop'],
    [undefined, 'desktop'],
  ])('width %d on a desktop agent is %s', (width, expected) => {
    expect(deviceClass({ width, userAgent: UA.chromeWindows })).toBe(expected);
  });

  it('either signal is enough', () => {
    expect(deviceClass({ width: 1280, userAgent: UA.iPadSafari })).toBe('mobile');
    expect(deviceClass({ width: 500, userAgent: UA.safariMac })).toBe('mobile');
    expect(deviceClass({ width: 500 })).toBe('mobile');
    // iPadOS presents itself as a Mac: its portrait width decides.
    expect(deviceClass({ width: 744, userAgent: UA.safariMac })).toBe('mobile');
    expect(deviceClass({ width: 1024, userAgent: UA.safariMac })).toBe('desktop');
  });
});
