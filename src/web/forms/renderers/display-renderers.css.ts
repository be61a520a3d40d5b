import { style } from '@vanilla-extract/css';
import { tokens } from '../../styles/tokens.css';

export const description = style({ marginBottom: '24px' });

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  marginBottom: '32px',
  padding: '16px 20px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  backgroundColor: tokens.color.gray50,
});

export const boxTitle = style({
  fontSize: tokens.font.size17,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
});

export const readList = style({ margin: '0 0 24px', display: 'flex', flexDirection: 'column', gap: '4px' });
export const readLabel = style({ fontWeight: tokens.font.weightBold, color: tokens.color.gray900 });
export const readValue = style({ margin: 0 });
