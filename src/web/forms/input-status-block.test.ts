// Spec §3's form-block input status as the step pages will show it.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { InputStatus } from '#shared/forms/input-status';
import { InputStatusBlock } from './input-status-block';
import { elementsByTag, textOf } from './testing/render-markup';

const render = (status: InputStatus) =>
  renderToStaticMarkup(h(Router, { ssrPath: '/step', children: h(InputStatusBlock, { title: '申請者の情報', status, href: '/personalinfo' }) }));

describe('the input status block', () => {
  it.each([
    [1, '申請者の情報 入力 （申請者の情報）'],
    [2, '申請者の情報 入力済み 修正 （申請者の情報）'],
    [3, '申請者の情報 入力エラー 修正 （申請者の情報）'],
    [9, '申請者の情報'],
  ] as const)('status %i reads 「%s」', (status, text) => {
    expect(textOf(render(status)).trim()).toBe(text);
  });

  it('links its button to the section’s page and labels the block by its heading', () => {
    const html = render(2);
    expect(elementsByTag(html, 'a')[0]?.attributes.href).toBe('/personalinfo');
    const section = elementsByTag(html, 'section')[0];
    const heading = elementsByTag(html, 'h2')[0];
    expect(section?.attributes['aria-labelledby']).toBe(heading?.attributes.id);
    expect(section?.attributes['data-status']).toBe('2');
  });

  it('shows no block for status 0 and no button for status 9', () => {
    expect(render(0)).toBe('');
    expect(elementsByTag(render(9), 'a')).toEqual([]);
  });
});
