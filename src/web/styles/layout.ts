// Layout constants of spec §2/§9: mobile at or below 750px, desktop from 751px, 840px content.
export const desktop = 'screen and (min-width: 751px)';
export const contentWidth = '840px';
export const gutter = { mobile: '16px', desktop: '24px' };
/** Spec §2: pages fade in over 0.4s. */
export const fadeDuration = '0.4s';
