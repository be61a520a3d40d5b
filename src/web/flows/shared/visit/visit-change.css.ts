import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';
import { box } from './visit-box.css';

/** The change form inside the visit panel (issue 27): on white, as every form is, so its texts keep their contrast. */
export const changeForm = style([box, { gap: '16px', backgroundColor: tokens.color.white }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
});

export const refusal = style({
  fontWeight: tokens.font.weightBold,
});

export const changed = style({
  fontWeight: tokens.font.weightBold,
});
