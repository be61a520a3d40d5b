// The counter procedures a filed move brings at the new municipality (issue 28), on the thanks
// page and under each move on マイページ: each procedure with its counter, what to do, what to
// bring and the deadline, a 「印刷する」 button that prints this checklist alone, and the household
// questions (all optional, in the DA field anatomy). Saving the answers updates the list; without
// answers it lists what applies to everyone and says that answering shows more.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { checklistHeading, checklistLead } from '#shared/counter-checklist-words';
import { apiClient, type ApiClient } from '../../../api/client';
import { getCounterChecklist, saveHouseholdAnswers, type CounterChecklist, type HouseholdAnswers } from '../../../api/counter-checklist';
import { answerGuard } from '../../../loading/answer-guard';
import { primaryButton, secondaryButton } from '../../../components/button.css';
import * as field from '../../../forms/field-anatomy.css';
import { visuallyHidden } from '../../../styles/visually-hidden.css';
import * as css from './counter-checklist.css';

type Stage = HouseholdAnswers['child_stages'][number];
type YesNo = Exclude<keyof HouseholdAnswers, 'has_children' | 'child_stages'>;

export const checklistWords = {
  questions: '世帯についての質問（任意）',
  questionsSupport: '答えると、お子さん・保険・ペット・乗り物などに応じて必要な手続きが一覧に加わります。どの質問も、答えなくてかまいません。答えはこの引越しの一覧にだけ使い、暗号化して保存します。',
  more: '下の「世帯についての質問」に答えると、あなたの世帯に必要な手続きも表示されます。',
  none: '引越し先の窓口で必要な手続きは、ほかにありません。',
  print: '印刷する',
  save: '回答を保存して一覧を更新する',
  saved: '回答を保存し、手続きの一覧を更新しました。',
  saveFailed: '回答を保存できませんでした。時間をおいて、もう一度お試しください。',
  loadFailed: '引越し先の窓口での手続きを読み込めませんでした。時間をおいて、もう一度お試しください。',
  retry: 'もう一度読み込む',
  children: 'お子さん（18歳になった後の最初の3月31日までの方）はいますか',
  childrenSupport: '一緒に引越さないお子さんも含めます。',
  stages: 'お子さんの年齢・学年（あてはまるものすべて）',
  yes: 'はい',
  no: 'いいえ',
  skip: '答えない',
} as const;

const stageLabels: Record<Stage, string> = {
  preschool: '小学校入学前',
  elementary: '小学生',
  junior_high: '中学生',
  high_school: '高校生の年代',
};

const yesNoQuestions: { key: YesNo; legend: string; support?: string }[] = [
  { key: 'national_health_insurance', legend: '引越す方に、国民健康保険に加入している方はいますか', support: '会社の健康保険（協会けんぽ・健康保険組合など）や共済組合に加入している方は「いいえ」です。' },
  {
    key: 'national_pension_first',
    legend: '引越す方に、国民年金の第1号被保険者（自営業・フリーランス・学生など）の方はいますか',
    support: '会社員・公務員と、その扶養に入っている配偶者は「いいえ」です。答えないときは、国民健康保険の答えと年齢から判断します。',
  },
  { key: 'care_certified', legend: '要介護・要支援の認定を受けている方はいますか' },
  { key: 'disability_certificate', legend: '障害者手帳（身体・療育・精神）をお持ちの方はいますか' },
  { key: 'pregnant', legend: '妊娠中の方はいますか' },
  { key: 'dog', legend: '犬を飼っていますか' },
  { key: 'moped', legend: '原付（125cc以下のバイク）や小型特殊自動車（農耕用トラクターなど）をお持ちですか' },
];

type Choice = 'yes' | 'no' | '';
const choiceOf = (value: boolean | null): Choice => (value === null ? '' : value ? 'yes' : 'no');
const valueOf = (choice: Choice): boolean | null => (choice === '' ? null : choice === 'yes');

/** Headings one and two below the place's: h2/h3 on the thanks page, h4/h5 under a move on マイページ. */
type Level = 2 | 4;
function Heading({ level, id, className, children }: { level: Level; id?: string; className: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h4';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
function SubHeading({ level, id, className, children }: { level: Level; id?: string; className: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h3' : 'h5';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** Radios of one optional question: はい, いいえ, 答えない. */
function YesNoField({ name, legend, support, value, onChange }: { name: string; legend: string; support?: string; value: Choice; onChange: (choice: Choice) => void }) {
  const supportId = `${name}-support`;
  const choices: [Choice, string][] = [
    ['yes', checklistWords.yes],
    ['no', checklistWords.no],
    ['', checklistWords.skip],
  ];
  return (
    <fieldset className={field.fieldset} aria-describedby={support ? supportId : undefined}>
      <legend className={field.legend}>{legend}</legend>
      {support && (
        <p id={supportId} className={field.supportText}>
          {support}
        </p>
      )}
      <div className={css.inlineChoices}>
        {choices.map(([choice, label]) => (
          <label key={choice || 'skip'} className={field.choice}>
            <input type="radio" className={field.choiceInput} name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ChecklistItems({ checklist, level }: { checklist: CounterChecklist; level: Level }) {
  return (
    <ul className={css.items}>
      {checklist.items.map((item) => (
        <li key={item.code} className={css.item}>
          <SubHeading level={level} className={css.itemName}>
            {item.name}
          </SubHeading>
          <dl className={css.facts}>
            <dt className={css.factLabel}>窓口</dt>
            <dd className={css.factValue}>{item.where}</dd>
            <dt className={css.factLabel}>手続き</dt>
            <dd className={css.factValue}>{item.action}</dd>
            {item.bring.length > 0 && (
              <>
                <dt className={css.factLabel}>持ち物</dt>
                <dd className={css.factValue}>
                  <ul className={css.bring}>
                    {item.bring.map((thing) => (
                      <li key={thing}>{thing}</li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
            <dt className={css.factLabel}>期限</dt>
            <dd className={css.factValue}>{item.deadline}</dd>
            {item.note && (
              <>
                <dt className={css.factLabel}>{checklist.municipality_name}では</dt>
                <dd className={`${css.factValue} ${css.note}`}>{item.note}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function HouseholdQuestions({ checklist, level, onSaved, client }: { checklist: CounterChecklist; level: Level; onSaved: (next: CounterChecklist) => void; client: ApiClient }) {
  const prefix = useId();
  const headingId = `${prefix}-questions`;
  const [answers, setAnswers] = useState<HouseholdAnswers>(checklist.answers);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const change = (next: Partial<HouseholdAnswers>) => {
    setOutcome(null);
    setAnswers((current) => ({ ...current, ...next }));
  };
  const toggleStage = (stage: Stage, on: boolean) => change({ child_stages: on ? [...answers.child_stages, stage] : answers.child_stages.filter((item) => item !== stage) });

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    saveHouseholdAnswers(client, checklist.application_id, answers).then(
      (next) => {
        onSaved(next);
        setAnswers(next.answers);
        setOutcome('saved');
        setSaving(false);
      },
      () => {
        setOutcome('failed');
        setSaving(false);
      },
    );
  };

  return (
    <form className={`${css.questions} ${css.screenOnly}`} aria-labelledby={headingId} onSubmit={save} noValidate>
      <SubHeading level={level} id={headingId} className={css.subheading}>
        {checklistWords.questions}
      </SubHeading>
      <p className={field.supportText}>{checklistWords.questionsSupport}</p>
      <YesNoField
        name={`${prefix}-children`}
        legend={checklistWords.children}
        support={checklistWords.childrenSupport}
        value={choiceOf(answers.has_children)}
        onChange={(choice) => change({ has_children: valueOf(choice) })}
      />
      {answers.has_children === true && (
        <fieldset className={field.fieldset}>
          <legend className={field.legend}>{checklistWords.stages}</legend>
          <div className={field.choices}>
            {(Object.keys(stageLabels) as Stage[]).map((stage) => (
              <label key={stage} className={field.choice}>
                <input type="checkbox" className={field.choiceInput} checked={answers.child_stages.includes(stage)} onChange={(event) => toggleStage(stage, event.target.checked)} />
                <span>{stageLabels[stage]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {yesNoQuestions.map((question) => (
        <YesNoField
          key={question.key}
          name={`${prefix}-${question.key}`}
          legend={question.legend}
          support={question.support}
          value={choiceOf(answers[question.key])}
          onChange={(choice) => change({ [question.key]: valueOf(choice) })}
        />
      ))}
      {outcome === 'failed' && (
        <p role="alert" className={css.alert}>
          {checklistWords.saveFailed}
        </p>
      )}
      <button type="submit" className={primaryButton} aria-busy={saving} disabled={saving}>
        {checklistWords.save}
      </button>
      <p role="status">{outcome === 'saved' ? checklistWords.saved : ''}</p>
    </form>
  );
}

/** Marks this checklist and the page for the print stylesheet, prints, and unmarks. */
function printAlone(section: HTMLElement | null) {
  if (!section) return;
  const root = document.documentElement;
  const done = () => {
    delete root.dataset.printing;
    section.removeAttribute('data-print-target');
    window.removeEventListener('afterprint', done);
  };
  root.dataset.printing = 'checklist';
  section.setAttribute('data-print-target', 'true');
  window.addEventListener('afterprint', done);
  window.print();
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; checklist: CounterChecklist };

/** `level` 2 on the thanks page, 4 under a move on マイページ. Nothing shows while it loads, or for a move abroad. */
export function CounterChecklistSection({ applicationId, receptionNumber, level, client = apiClient }: { applicationId: string; receptionNumber: string; level: Level; client?: ApiClient }) {
  const headingId = `${useId()}-checklist`;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [section, setSection] = useState<HTMLElement | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const answers = answerGuard();
    getCounterChecklist(client, applicationId).then(
      answers.whileLive((checklist) => setLoaded({ status: 'ready', checklist })),
      answers.whileLive(() => setLoaded({ status: 'failed' })),
    );
    return answers.end;
  }, [applicationId, client, attempt]);

  if (loaded.status === 'loading') return null;
  if (loaded.status === 'failed') {
    return (
      <div className={`${css.checklist} ${css.screenOnly}`}>
        <p role="alert" className={css.alert}>
          {checklistWords.loadFailed}
        </p>
        <button type="button" className={secondaryButton} onClick={() => setAttempt((count) => count + 1)}>
          {checklistWords.retry}
        </button>
      </div>
    );
  }
  const { checklist } = loaded;
  if (checklist.municipality_name === null) return null;
  return (
    <section ref={setSection} className={`${css.checklist} ${css.printTarget}`} aria-labelledby={headingId} data-testid="counter-checklist">
      <Heading level={level} id={headingId} className={css.title}>
        {checklistHeading(checklist.municipality_name)}
      </Heading>
      <p>{checklistLead}</p>
      {checklist.items.length > 0 ? <ChecklistItems checklist={checklist} level={level} /> : <p>{checklistWords.none}</p>}
      {checklist.more_with_answers && <p className={css.screenOnly}>{checklistWords.more}</p>}
      <p className={css.screenOnly}>
        <button type="button" className={secondaryButton} onClick={() => printAlone(section)}>
          {checklistWords.print}
          <span className={visuallyHidden}>（受付番号 {receptionNumber} の窓口での手続き）</span>
        </button>
      </p>
      <HouseholdQuestions checklist={checklist} level={level} client={client} onSaved={(next) => setLoaded({ status: 'ready', checklist: next })} />
    </section>
  );
}
