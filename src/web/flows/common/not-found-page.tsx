// Any path outside the route table, or a route whose validate check fails (spec §2/§8). The
// server answers the former with status 404. It is the generic error page (spec §2: an
// illustration, a title, a lead and one button). The sentence spec §2 fixes in English is kept as
// a quiet reference line with the エラーコード, not as a message the resident has to read (issue 24).
import { Link } from 'wouter';
import { buttonLabels, errorPageTexts } from '#shared/errors/error-page-content';
import { notFoundTitle } from '#shared/routes';
import { primaryButton } from '../../components/button.css';
import { useSignedIn } from '../../session/use-signed-in';
import { ErrorView } from './error/error-view';
import { MyPageLink } from './my-page-link';

/** Spec §2 fixes this text. */
export const notFoundText = 'This page could not be found';

export function NotFoundPage() {
  const texts = errorPageTexts[404];
  // A signed-in resident also gets the way home (issue 11), beside spec §8's way to the top.
  const signedIn = useSignedIn();
  return (
    <ErrorView
      status={404}
      title={notFoundTitle}
      englishNote={notFoundText}
      lead={texts.lead}
      illustration={texts.illustration}
      action={
        <Link href="/" className={primaryButton}>
          {buttonLabels.top}
        </Link>
      }
    >
      {signedIn && (
        <p>
          <MyPageLink />
        </p>
      )}
    </ErrorView>
  );
}
