import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';
import { blockTitle } from './notice.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  marginBottom: '32px',
  padding: '20px 24px',
  border: `3px solid ${tokens.color.error}`,
  borderRadius: tokens.radius.medium,
  backgroundColor: tokens.color.white,
  selectors: {
    // Focus lands here on submit: keep it visible, as the global rule hides rings on tabindex=-1.
    '&[tabindex="-1"]:focus': { outline: `4px solid ${tokens.color.black}`, outlineOffset: '2px', boxShadow: `0 0 0 2px ${tokens.color.yellow300}` },
  },
});

export const title = style([blockTitle, { color: tokens.color.error }]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  margin: 0,
  paddingLeft: '1.25em',
});
