// Do Not Track and Global Privacy Control (issue 29): a resident who sends either is not counted.
export function trackingRefused(nav: Navigator): boolean {
  return nav.doNotTrack === '1' || (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
