import { isFileId } from '@wander/contract';
import { queryClient } from '../../lib/query-client';
import { getSession } from '../../lib/session/session';
import { fileQuery } from '../../ui/file-query';
import { getCart } from './cart-store';
import {
  countriesQuery,
  defaultDistributor,
  distributorsQuery,
  topPlansQuery,
} from './catalog-queries';

/**
 * The catalogue's first answers, asked for while its scripts still load (issue 30): the
 * distributors, then the default distributor's countries and top plans, then the top plans'
 * thumbnails, into the query cache the page reads. Before, each call waited for the page to
 * render (HTML, about 290 KiB of scripts, then three round trips one after another). A failed
 * call is left to the page, which asks again and shows its message.
 */
export async function prefetchCatalog(): Promise<void> {
  if (!getSession().isAuthenticated) return;
  const options = await queryClient.fetchQuery(distributorsQuery);
  const distributor = defaultDistributor(options, getCart().distributor?.entityCode)?.value;
  if (!distributor) return;
  void queryClient.prefetchQuery(countriesQuery(distributor));
  const top = await queryClient.fetchQuery(topPlansQuery(distributor));
  for (const product of top.items) {
    if (isFileId(product.image))
      void queryClient.prefetchQuery(fileQuery(product.image, 'thumbnail'));
  }
}
