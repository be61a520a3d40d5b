// 「事業者を追加する」's list: one bordered card per business.
import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '16px' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '8px',
  padding: '16px',
  border: `1px solid ${tokens.color.gray800}`,
  borderRadius: '8px',
});

export const name = style({ margin: 0, fontWeight: 700, fontSize: tokens.font.size16 });

/** 「…を追加しています。」: a live region, so it stays in the page (empty) while nothing is added. */
export const adding = style({ margin: 0, fontSize: tokens.font.size16 });
