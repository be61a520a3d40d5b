// The section pages' `?return_to=`: only /step and /step/confirm, anything else back to /step.
import { describe, expect, it } from 'vitest';
import { flows } from '#shared/flows';
import { returnLabelOf, returnTargetOf, withReturnTarget } from './return-to';

describe('return_to', () => {
  it.each([
    ['?return_to=/step', '/step'],
    ['?return_to=/step/confirm', '/step/confirm'],
    ['?return_to=%2Fstep%2Fconfirm', '/step/confirm'],
    ['?x=1&return_to=/step/confirm', '/step/confirm'],
  ] as const)('%s returns to %s', (search, target) => {
    expect(returnTargetOf(search)).toBe(target);
  });

  it.each([
    '?return_to=https://evil.example/step',
    '?return_to=//evil.example',
    '?return_to=/mypage',
    '?return_to=/step/confirm/',
    '?return_to=/step/thanks',
    '?return_to=',
    '?return_to',
  ])('%s is not one of ours: back to /step', (search) => {
    expect(returnTargetOf(search)).toBe('/step');
  });

  it('is null when no target was given', () => {
    expect(returnTargetOf('')).toBeNull();
    expect(returnTargetOf('?other=/step/confirm')).toBeNull();
  });

  it('carries the target on to another section page', () => {
    expect(withReturnTarget('/lifeline/denki-01', '/step/confirm')).toBe('/lifeline/denki-01?return_to=/step/confirm');
    expect(returnTargetOf(withReturnTarget('/lifeline/denki-01', '/step/confirm').split('?')[1] ?? '')).toBe('/step/confirm');
    expect(withReturnTarget('/lifeline/denki-01', null)).toBe('/lifeline/denki-01');
  });

  it('words the way back after the route’s title', () => {
    expect(returnLabelOf('/step')).toBe('申請内容の入力へ戻る');
    expect(returnLabelOf('/step/confirm')).toBe('申請内容の確認へ戻る');
  });
});

describe('return_to of the addition', () => {
  it('accepts only the addition’s overview pages, and words the way back after their titles', () => {
    expect(returnTargetOf('?return_to=/after/step/confirm', flows.addition)).toBe('/after/step/confirm');
    expect(returnTargetOf('?return_to=/step/confirm', flows.addition)).toBe('/after/step');
    expect(returnTargetOf('?return_to=/after/step/confirm')).toBe('/step');
    expect(returnLabelOf('/after/step')).toBe('ライフラインの追加申込みへ戻る');
    expect(returnLabelOf('/after/step/confirm')).toBe('追加申込み内容の確認へ戻る');
  });
});
