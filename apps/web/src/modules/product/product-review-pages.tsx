import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Descriptions } from 'antd';
import { productReviewList, ProductReviewPath, type ProductReviewDetail } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { useRouteHandle } from '../../lib/routes/route-handle';
import { formatDate, RatingStars } from '../../crud/cell-format';
import type { CrudConfig } from '../../crud/crud-types';
import { listPath } from '../../crud/crud-navigation';
import { Loading } from '../../crud/loading';
import { ResourceListPage } from '../../crud/resource-list-page';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { productKeys, reviewApi } from './product-api';

/** Reviews are searched and read at their own paths (POST Search, GET {id}); no other call. */
export const REVIEW_CONFIG: CrudConfig = {
  resource: productReviewList,
  endpoints: {
    search: ProductReviewPath.search,
    detail: (id) => `${ProductReviewPath.detail}/${encodeURIComponent(id)}`,
  },
};

/** /setup/product-review-list: the reviews the working company may read, rating as stars. */
export function ProductReviewListPage() {
  return <ResourceListPage config={REVIEW_CONFIG} />;
}

function ReviewDescriptions({ review }: { review: ProductReviewDetail }) {
  const items = [
    { key: 'product', label: 'Product', children: `${review.productName} (${review.productCode})` },
    { key: 'variant', label: 'Variant', children: review.variantName ?? '-' },
    {
      key: 'rating',
      label: 'Rating',
      children: (
        <>
          <RatingStars rating={review.rating} /> {review.rating} / 5
        </>
      ),
    },
    { key: 'title', label: 'Title', children: review.title ?? '-' },
    {
      key: 'comment',
      label: 'Comment',
      children: <p className="review-comment">{review.comment ?? '-'}</p>,
    },
    { key: 'reviewer', label: 'Reviewer', children: review.reviewerName },
    { key: 'email', label: 'Reviewer Email', children: review.reviewerEmail ?? '-' },
    { key: 'seller', label: 'Seller', children: `${review.sellerName} (${review.entityCode})` },
    { key: 'date', label: 'Date', children: formatDate(review.createdAt) },
  ];
  return <Descriptions column={1} bordered size="middle" items={items} />;
}

/** /setup/product-review-detail/{id}: one review, read only. */
export function ProductReviewDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: productKeys.review(id), queryFn: () => reviewApi.detail(id) });
  const title = useRouteHandle()?.title ?? 'Product Review Detail';
  const crumbs = [
    ...useSectionCrumbs(),
    { title: productReviewList.labels.plural, path: listPath(productReviewList) },
  ];
  return (
    <PageFrame title={title} breadcrumb={crumbs}>
      <Panel>
        {query.data ? (
          <ReviewDescriptions review={query.data} />
        ) : query.isError ? (
          <FormAlert message={errorMessageOf(query.error)} />
        ) : (
          <Loading />
        )}
      </Panel>
    </PageFrame>
  );
}
