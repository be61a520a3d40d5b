// A label that wraps only between its phrases (文節), never inside a word such as ログイン:
// `word-break: keep-all` keeps each phrase whole and <wbr> marks where a line may end. A phrase
// wider than its box may still wrap (overflow-wrap), so nothing is cut at 400% zoom.
import { Fragment } from 'react';
import { keepPhrases } from './phrases.css';

export function Phrases({ phrases }: { phrases: readonly string[] }) {
  return (
    <span className={keepPhrases}>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
