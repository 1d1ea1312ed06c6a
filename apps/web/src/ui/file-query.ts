import { filePaths } from '@wander/contract';
import { api } from '../lib/api';

/**
 * An uploaded file's bytes (its id; the thumbnail or the file), fetched with the bearer token:
 * FileImage's query, also used to fetch a screen's first pictures early (catalog-prefetch.ts).
 */
export const fileQuery = (fileId: string, variant: 'thumbnail' | 'file') => ({
  queryKey: ['file', fileId, variant],
  queryFn: () =>
    api
      .file(variant === 'file' ? filePaths.content(fileId) : filePaths.thumbnail(fileId), {
        method: 'GET',
      })
      .then((f) => f.blob),
  // A file never changes: a new upload is a new id.
  staleTime: Infinity,
  gcTime: 10 * 60_000,
  retry: false,
});
