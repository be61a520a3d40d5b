import { style } from '@vanilla-extract/css';

export const keepPhrases = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
