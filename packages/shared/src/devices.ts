import * as t from '@mandap/shared/messages/en/account-screens';

// A session's device in words ("Chrome on Android") from its browser's User-Agent, for "Where you
// are signed in" (issue 29, decision 0070). Our own few rules instead of a parser package: the
// page needs the browser's and the system's family only, never versions or models, and the
// browsers people in India use are a short list. Order matters: browsers built on Chrome say
// "Chrome" too, and Chrome says "Safari", so the more particular names are looked for first.

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS|OPT)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:UCBrowser|UCWEB)\b/, 'UC Browser'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bAppleWebKit\/.*\bMobile\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, rules: readonly [RegExp, string][]): string | null {
  for (const [pattern, name] of rules) {
    if (pattern.test(userAgent)) return name;
  }
  return null;
}

/**
 * The browser and the system of a User-Agent in words: "Chrome on Android", "Safari on iPhone",
 * "Firefox" (system unknown), "Windows" (browser unknown); null when neither is recognised.
 */
export function deviceName(
  userAgent: string | null | undefined,
  on: (browser: string, system: string) => string = t.deviceOn,
): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return on(browser, system);
  return browser ?? system;
}
