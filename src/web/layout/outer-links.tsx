// The footer's links to the operator's terms and privacy pages (spec §2): a 500×500 popup, or
// a normal page when the browser blocks popups.
import type { MouseEvent } from 'react';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { isPlainClick, openPopup } from './popup';
import * as css from './page-frame.css';

export const outerPages = [
  { href: '/terms.html', name: 'utsuru-terms', label: '利用規約' },
  { href: '/privacy.html', name: 'utsuru-privacy', label: 'プライバシーポリシー' },
] as const;

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
      </ul>
    </nav>
  );
}
