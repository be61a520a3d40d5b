// The footer's links to the operator's terms and privacy pages (spec §2): a 500×500 popup, or
// a normal page when the browser blocks popups. Beside them, the help pages of the app (issue 28).
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { pathOf, routeTitleOf, type RouteName } from '#shared/routes';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { isPlainClick, openPopup } from './popup';
import * as css from './page-frame.css';

export const outerPages = [
  { href: '/terms.html', name: 'utsuru-terms', label: '利用規約' },
  { href: '/privacy.html', name: 'utsuru-privacy', label: 'プライバシーポリシー' },
] as const;

/** The app's own help pages, opened in place like any page. */
const helpPages = ['faq', 'contact', 'accessibility'] as const satisfies readonly RouteName[];

function PopupLink({ href, name, label }: (typeof outerPages)[number]) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event) && openPopup(href, name)) event.preventDefault();
  };
  return (
    <a href={href} target={name} onClick={onClick}>
      {label}
      <span className={visuallyHidden}>（別ウィンドウで開きます）</span>
    </a>
  );
}

export function OuterLinks() {
  return (
    <nav aria-label="サービスについて">
      <ul className={css.footerLinks}>
        {outerPages.map((page) => (
          <li key={page.name}><PopupLink {...page} /></li>
        ))}
        {helpPages.map((name) => (
          <li key={name}><Link href={pathOf(name)}>{routeTitleOf(name)}</Link></li>
        ))}
      </ul>
    </nav>
  );
}
