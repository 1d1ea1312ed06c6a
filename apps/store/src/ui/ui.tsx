import {
  useEffect,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

/** The store's buttons: primary (the brand colour) or quiet. */
export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'quiet' }) {
  return <button type="button" {...props} className={`btn btn-${variant} ${className}`} />;
}

/** A labelled input with its error read out with it (aria-describedby). */
export function Field({
  label,
  error,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message on the page: an error is announced at once (role alert), the rest politely. */
export function Notice({
  kind = 'info',
  children,
}: {
  kind?: 'info' | 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <div className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** Copies a text to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button variant="quiet" onClick={() => void copy()}>
      {copied ? t('common.copied') : t('common.copy')}
      <span className="sr-only"> {label}</span>
    </Button>
  );
}

/** A page's main heading and the document's title with it. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <h1>{children}</h1>;
}
