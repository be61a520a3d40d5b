// /accessibility (アクセシビリティ方針, issue 28), per JIS X 8341-3:2016: the target, the scope,
// how the service is checked and what the check found. Every fact of the check (the date, the
// axe-core and its rules, the widths, the pages) is read from #shared/accessibility, which the
// end-to-end suites read too, so the page says what is actually run.
import { Link } from 'wouter';
import {
  accessibilityCheckedOn,
  accessibilityStandard,
  axeCoreVersion,
  checkedPages,
  checkedViewports,
  conformanceTarget,
} from '#shared/accessibility/accessibility-check';
import { brand } from '#shared/config/brand';
import { japaneseDate } from '#shared/domain/calendar-days';
import { pathOf, routeTitleOf } from '#shared/routes';
import { lead, pageHeading, pageSection, sectionHeading } from '../../../layout/page-heading.css';
import * as css from './help-pages.css';

const viewports = checkedViewports.map((viewport) => `${viewport.label}（幅${viewport.width}px）`).join('、');

export function AccessibilityPage() {
  return (
    <>
      <h1 className={pageHeading}>{routeTitleOf('accessibility')}</h1>
      <p className={lead}>
        {brand.name}は、年齢や障害の有無、使う機器にかかわらず、誰もが引越しの手続きをオンラインで行えるよう、ウェブアクセシビリティの確保と向上に取り組んでいます。
      </p>

      <section className={pageSection} aria-labelledby="a11y-target">
        <h2 id="a11y-target" className={sectionHeading}>目標とする適合レベル</h2>
        <div className={css.answer}>
          <p>{accessibilityStandard}「高齢者・障害者等配慮設計指針－情報通信における機器，ソフトウェア及びサービス－第3部：ウェブコンテンツ」の{conformanceTarget}を目標とします。</p>
          <p>表記は、ウェブアクセシビリティ基盤委員会（WAIC）の「ウェブコンテンツの JIS X 8341-3:2016 対応度表記ガイドライン」に従っています。</p>
        </div>
      </section>

      <section className={pageSection} aria-labelledby="a11y-scope">
        <h2 id="a11y-scope" className={sectionHeading}>対象範囲</h2>
        <div className={css.answer}>
          <p>{brand.name}の引越し手続きサービスのすべてのページ。</p>
          <p>ただし、提携ログインサービスや他のログインサービス（MINT）など、ほかの運営者の画面は対象外です。</p>
        </div>
      </section>

      <section className={pageSection} aria-labelledby="a11y-method">
        <h2 id="a11y-method" className={sectionHeading}>試験の方法</h2>
        <div className={css.answer}>
          <p>変更のたびに自動テストで次の試験を行っています。</p>
          <ul className={css.list}>
            <li>自動テストが表示するすべての画面で、axe-core {axeCoreVersion} により、WCAG 2.0・2.1・2.2 のレベル A と AA に対応する項目を検査します。</li>
            <li>下記の試験対象ページを、ページの先頭から Tab キーだけでフッターのリンクまで移動できることを確かめます。</li>
            <li>ページを移動したときにフォーカスが新しいページの見出しに移り、フォーカスの位置が見えること、入力エラーのときにエラーの一覧から該当する項目へ移動できることを、キーボードの操作で確かめます。</li>
          </ul>
          <dl className={css.facts}>
            <div className={css.factGroup}>
              <dt className={css.factLabel}>試験日</dt>
              <dd className={css.factValue}>{japaneseDate(accessibilityCheckedOn)}</dd>
            </div>
            <div className={css.factGroup}>
              <dt className={css.factLabel}>ブラウザ</dt>
              <dd className={css.factValue}>Chromium</dd>
            </div>
            <div className={css.factGroup}>
              <dt className={css.factLabel}>画面の幅</dt>
              <dd className={css.factValue}>{viewports}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className={pageSection} aria-labelledby="a11y-pages">
        <h2 id="a11y-pages" className={sectionHeading}>試験対象ページ</h2>
        <ul className={css.list}>
          {checkedPages.map((page) => (
            <li key={page.path}>
              {page.title}（{page.path}）{page.signedIn ? '：ログインした状態' : ''}
            </li>
          ))}
        </ul>
      </section>

      <section className={pageSection} aria-labelledby="a11y-results">
        <h2 id="a11y-results" className={sectionHeading}>試験結果</h2>
        <div className={css.answer}>
          <p>{japaneseDate(accessibilityCheckedOn)}の試験では、すべての試験対象ページで、両方の画面の幅とも、axe-core による検査で問題は見つからず、キーボードの操作の試験にも合格しました。</p>
          <p>自動の試験で確かめられるのは、達成基準の一部です。代替テキストの内容が適切かどうかなど、人による確認が必要な達成基準を含む、すべての達成基準の試験はまだ行っていません。このため、現時点では「準拠」とは表記せず、目標として掲げています。</p>
        </div>
      </section>

      <section className={pageSection} aria-labelledby="a11y-contact">
        <h2 id="a11y-contact" className={sectionHeading}>お気づきの点があれば</h2>
        <p>
          使いにくい点や、読み上げがわかりにくい点がありましたら、<Link href={pathOf('contact')}>{routeTitleOf('contact')}</Link>のページにある{brand.name}の窓口へお知らせください。
        </p>
      </section>
    </>
  );
}
