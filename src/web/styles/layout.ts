// Layout constants of spec §2/§9: mobile at or below 750px, desktop from 751px, 840px content.
export const desktop = 'screen and (min-width: 751px)';
export const contentWidth = '840px';
/**
 * Spec §9's "desktop minimum width 1366px" is the width the desktop design is drawn for: the
 * header and footer lay out across up to 1366px, the content column stays 840px. It is not a
 * CSS min-width, which would force horizontal scrolling from 751px to 1365px (decision 005).
 */
export const desktopDesignWidth = '1366px';
export const gutter = { mobile: '16px', desktop: '24px' };
/** Spec §2: pages fade in over 0.4s. */
export const fadeDuration = '0.4s';
