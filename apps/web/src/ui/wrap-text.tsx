import './wrap-text.css';
import { Fragment } from 'react';

/**
 * Long values on a narrow screen (issue 37): a value is never cut off and never makes the page
 * scroll sideways; it may wrap only where a reader expects it to.
 */
function Parts({ parts, className }: { parts: string[]; className: string }) {
  return (
    <span className={className}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="wrap-text__part">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * A code shown whole: an activation code (`LPA:1$smdp.example.com$MATCHING-ID`) may wrap after a
 * `$`, never inside one of its parts; an ICCID (no `$`) never wraps.
 */
export function CodeText({ value }: { value: string }) {
  return <Parts parts={value.split(/(?<=\$)/)} className="wrap-text wrap-text--code" />;
}

/** An e-mail address that may wrap after its `@` (and, when still too long, anywhere). */
export function EmailText({ value }: { value: string }) {
  return <Parts parts={value.split(/(?<=@)/)} className="wrap-text wrap-text--email" />;
}
