import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isFileId } from '@wander/contract';
import { fileQuery } from './file-query';

/**
 * An image field's picture. An uploaded file (its id) is fetched with the bearer token, like every
 * other call, and shown from a blob URL: an <img> cannot send the token, and a file URL that works
 * without it would be readable by anyone who has the link (docs/api-contract.md, "Files and
 * images"). An outside http(s) URL (rows made before uploads) is shown as it is.
 */
export function FileImage({
  value,
  variant = 'thumbnail',
  alt = '',
  className,
  fallback = null,
}: {
  value: string | null | undefined;
  variant?: 'thumbnail' | 'file';
  alt?: string;
  className?: string;
  /** Shown while there is no picture (none, loading, or not readable). */
  fallback?: ReactNode;
}) {
  const fileId = isFileId(value) ? value : null;
  const blob = useQuery({
    ...fileQuery(fileId ?? '', variant),
    enabled: fileId !== null,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);

  const src = fileId ? url : value && /^https?:\/\//.test(value) ? value : null;
  if (!src) return <>{fallback}</>;
  return <img src={src} alt={alt} className={className} />;
}
