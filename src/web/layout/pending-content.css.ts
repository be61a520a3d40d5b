import { style } from '@vanilla-extract/css';

/**
 * A screen's height keeps the footer below the fold while the page is pending, so the content
 * that replaces the placeholder does not push a visible footer down (a layout shift, CLS).
 */
export const pending = style({ minHeight: '100vh' });
