import { style } from '@vanilla-extract/css';
import { tokens } from '../../styles/tokens.css';
import { desktop } from '../../styles/layout';

export const item = style({
  margin: '0 0 16px',
  padding: '16px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  minWidth: 0,
  '@media': { [desktop]: { padding: '24px' } },
});

export const itemLegend = style({
  padding: '0 8px',
  fontSize: tokens.font.size17,
  fontWeight: tokens.font.weightBold,
  color: tokens.color.gray900,
});
