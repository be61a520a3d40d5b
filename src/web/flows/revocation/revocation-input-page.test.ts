// /revocation/step's form as markup: the 取消理由 right after the check boxes, what cannot be
// cancelled after the form, the 転出届's own note on what it carries, and the changed-choice notice.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { cancellable, moveOut, visit } from '#machines/test-support/revocation-flow-fixtures';
import { elementsByTag, textById, textOf } from '../../forms/testing/render-markup';
import { ChoiceForm } from './revocation-input-page';
import { itemNameOf } from './revocation-texts';

const render = (changed = false) =>
  renderToStaticMarkup(
    h(Router, {
      ssrPath: '/revocation/step',
      children: h(ChoiceForm, { application: cancellable, selection: { item_ids: [moveOut.id], reason: null }, confirming: false, changed, onConfirm: () => {} }),
    }),
  );

describe('the revocation input form', () => {
  it('puts the 取消理由 right after the check boxes, and what cannot be cancelled after the form', () => {
    const html = render();
    const fieldset = html.indexOf('</fieldset>');
    const reason = html.indexOf('<textarea');
    const button = html.indexOf('確認へ進む');
    const formEnd = html.indexOf('</form>');
    const notCancellable = html.indexOf('取り消しできない手続き</h2>');
    expect(fieldset).toBeGreaterThan(0);
    expect(reason).toBeGreaterThan(fieldset);
    expect(button).toBeGreaterThan(reason);
    expect(notCancellable).toBeGreaterThan(formEnd);
    // No maxlength cuts a long reason silently: the check says it.
    expect(elementsByTag(html, 'textarea')[0]?.attributes.maxlength).toBeUndefined();
  });

  it('describes the 転出届’s own check box with what it carries', () => {
    const html = render();
    const box = elementsByTag(html, 'input').find((input) => input.attributes.value === moveOut.id);
    const described = (box?.attributes['aria-describedby'] ?? '').split(' ');
    const texts = described.map((id) => textById(html, id) ?? '');
    expect(texts.join('')).toContain(`転出届を取り消すと、${itemNameOf(visit)}もあわせて取り消されます。取消理由の入力が必要です。`);
  });

  it('says when what can be cancelled changed', () => {
    expect(textOf(render(true))).toContain('取り消せる手続きが変わりました。もう一度お選びください。');
    expect(textOf(render(false))).not.toContain('取り消せる手続きが変わりました。');
  });
});
