// A page's closing actions (マイページ, the identity pages): stacked buttons, side by side at their
// own width on a desktop.
import { style } from '@vanilla-extract/css';
import { desktop } from '../styles/layout';

export const pageActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  marginTop: '32px',
  '@media': { [desktop]: { alignItems: 'flex-start' } },
});
