import { style } from '@vanilla-extract/css';
import { desktop } from '../styles/layout';

export const actions = style({ display: 'flex', flexDirection: 'column', gap: '16px', marginTop: '40px', '@media': { [desktop]: { alignItems: 'flex-start' } } });
