import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';

export const reuse = style({ display: 'flex', flexDirection: 'column', gap: '12px', marginBottom: '32px' });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: '8px', margin: 0, padding: 0, listStyle: 'none' });

// The choice names the account in a sentence: it wraps on a phone instead of overflowing.
export const choice = style({ whiteSpace: 'normal', textAlign: 'left', lineHeight: tokens.lineHeight.tight });

export const status = style({ fontWeight: tokens.font.weightBold, color: tokens.color.gray900 });
