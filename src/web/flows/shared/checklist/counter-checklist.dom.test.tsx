// The counter procedures' checklist (issue 28) as the resident uses it: the procedures with their
// counter, deadline and the municipality's note; the stages asked only once there are children;
// the list replaced by the saved answers' one; 「印刷する」 marking this checklist for the print
// stylesheet until the print ends; a failed read says so and reads again.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { unansweredHousehold } from '#shared/counter-procedures';
import type { CounterChecklist } from '../../../api/counter-checklist';
import { failureBody, holdFetch } from '../../../testing/held-fetch';
import { checklistWords, CounterChecklistSection } from './counter-checklist';

const item = (code: string, name: string, note: string | null = null) => ({ code, name, where: `千代田区の${name}の窓口`, action: `${name}の手続き`, bring: ['本人確認書類'], deadline: '引越した日から14日以内', note });
const checklist = (items: CounterChecklist['items'], answers = unansweredHousehold): CounterChecklist => ({
  application_id: 'c25ca0c1-58e2-4034-b032-320fd40dd913',
  reception_number: '7KQ2-M9XD-4T3H',
  moving_type: 'other_municipality',
  municipality_name: '千代田区',
  answers,
  items,
  more_with_answers: answers.has_children === null,
});
const path = 'applications/c25ca0c1-58e2-4034-b032-320fd40dd913/counter_checklist';

describe('CounterChecklistSection', () => {
  it('lists the procedures, asks the stages once there are children, and shows the list the answers choose', async () => {
    const network = holdFetch();
    render(<CounterChecklistSection applicationId="c25ca0c1-58e2-4034-b032-320fd40dd913" receptionNumber="7KQ2-M9XD-4T3H" level={2} />);
    (await network.request(`GET /${path}`)).answer(checklist([item('seal_registration', '印鑑登録')]));

    const region = await screen.findByRole('region', { name: '引越し先（千代田区）の窓口での手続き' });
    expect(within(region).getByRole('heading', { level: 3, name: '印鑑登録' })).toBeTruthy();
    expect(within(region).getByText('引越した日から14日以内')).toBeTruthy();
    expect(within(region).getByText(checklistWords.more)).toBeTruthy();
    expect(within(region).queryByRole('group', { name: checklistWords.stages })).toBeNull();

    await userEvent.click(within(within(region).getByRole('group', { name: checklistWords.children })).getByRole('radio', { name: checklistWords.yes }));
    await userEvent.click(within(within(region).getByRole('group', { name: checklistWords.stages })).getByRole('checkbox', { name: '小学生' }));
    await userEvent.click(within(region).getByRole('button', { name: checklistWords.save }));
    const token = await network.request('GET /csrf_token').catch(() => null);
    token?.answer({ csrf_token: 'token' });
    (await network.request(`POST /${path}`)).answer(
      checklist([item('child_medical_subsidy', '子ども医療費助成', '千代田区では、18歳になった後の最初の3月31日までのお子さんが対象です。'), item('seal_registration', '印鑑登録')], {
        ...unansweredHousehold,
        has_children: true,
        child_stages: ['elementary'],
      }),
    );
    expect(await within(region).findByText(checklistWords.saved)).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 3, name: '子ども医療費助成' })).toBeTruthy();
    expect(within(region).getByText('千代田区では').tagName).toBe('DT');
    expect(within(region).queryByText(checklistWords.more)).toBeNull();
    expect((within(region).getByRole('checkbox', { name: '小学生' }) as HTMLInputElement).checked).toBe(true);
  });

  it('「印刷する」 prints this checklist alone, and the page is as before once the print ends', async () => {
    const network = holdFetch();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<CounterChecklistSection applicationId="c25ca0c1-58e2-4034-b032-320fd40dd913" receptionNumber="7KQ2-M9XD-4T3H" level={4} />);
    (await network.request(`GET /${path}`)).answer(checklist([item('seal_registration', '印鑑登録')]));
    const region = await screen.findByRole('region', { name: '引越し先（千代田区）の窓口での手続き' });
    expect(within(region).getByRole('heading', { level: 5, name: '印鑑登録' })).toBeTruthy();

    await userEvent.click(within(region).getByRole('button', { name: /^印刷する ?（受付番号 7KQ2-M9XD-4T3H の窓口での手続き）$/ }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.printing).toBe('checklist');
    expect(region.getAttribute('data-print-target')).toBe('true');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.dataset.printing).toBeUndefined();
    expect(region.hasAttribute('data-print-target')).toBe(false);
  });

  it('says when the checklist could not be read, and reads it again', async () => {
    const network = holdFetch();
    render(<CounterChecklistSection applicationId="c25ca0c1-58e2-4034-b032-320fd40dd913" receptionNumber="7KQ2-M9XD-4T3H" level={2} />);
    (await network.request(`GET /${path}`)).answer(failureBody('INTERNAL_SERVER_ERROR'), 500);
    expect((await screen.findByRole('alert')).textContent).toBe(checklistWords.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: checklistWords.retry }));
    (await network.request(`GET /${path}`)).answer(checklist([]));
    expect(await screen.findByText(checklistWords.none)).toBeTruthy();
  });
});
