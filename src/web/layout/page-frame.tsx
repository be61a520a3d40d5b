// The frame every layout shares (spec §2): the top progress bar, skip link, header with the
// logo and the information-security notice, the main landmark with the 0.4s fade between pages,
// and the footer with the outer links (terms, privacy) and the copyright.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { brand } from '#shared/config/brand';
import { flows, landingPathOf } from '#shared/flows';
import { useSignedIn } from '../session/use-signed-in';
import { OuterLinks } from './outer-links';
import { browserHeadingFocusHost, focusPageHeading } from './page-heading-focus';
import { ProgressBar } from './progress-bar';
import * as css from './page-frame.css';

export const securityNoticeText =
  '本サービスは情報セキュリティマネジメントシステム（ISO/IEC 27001）の認証を取得した環境で運営しています。';

export function PageFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // Fade only between pages (spec §2: 0.4s), not on the first paint, which would delay it.
  const [firstLocation] = useState(location);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location !== firstLocation) setNavigated(true);
  // Home is マイページ for a signed-in resident (where a login lands), the top page otherwise.
  const home = useSignedIn() === true ? landingPathOf(flows.normal) : '/';

  // After an in-app navigation, start the reader at the top of the new page and at its
  // heading, which names the page (WCAG 2.4.3); the first render keeps the browser's own behaviour.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const main = mainRef.current;
    if (!main) return;
    return focusPageHeading(browserHeadingFocusHost(main));
  }, [location]);

  return (
    <>
      <ProgressBar />
      <a className={css.skipLink} href="#main">本文へスキップ</a>
      <header className={css.header}>
        <div className={css.headerInner}>
          <p className={css.logo}>
            <Link className={css.logoLink} href={home}>{brand.name}</Link>
          </p>
          <p className={css.securityNotice}>{securityNoticeText}</p>
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={css.main}>
        {/* Keyed by location so each new page runs the fade again. */}
        <div key={location} className={navigated ? `${css.content} ${css.fadeIn}` : css.content}>{children}</div>
      </main>
      <footer className={css.footer}>
        <div className={css.footerInner}>
          <OuterLinks />
          <p><small>© {brand.copyrightYear} {brand.name}</small></p>
        </div>
      </footer>
    </>
  );
}
