import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Crumb } from '../lib/routes/section-crumbs';

export interface PageFrameProps {
  title: string;
  /** Crumbs after Home; the page title is appended as the last crumb. */
  breadcrumb?: readonly Crumb[];
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * The shared page frame: a title and a breadcrumb that starts at Home (spec section 2). The
 * breadcrumb is plain markup drawn like antd's (global.css .crumbs): every page loads it.
 */
export function PageFrame({ title, breadcrumb = [], extra, children }: PageFrameProps) {
  const crumbs: Crumb[] = [{ title: 'Home', path: '/' }, ...breadcrumb, { title }];
  return (
    <section className="page-frame" aria-label={title}>
      <nav className="crumbs" aria-label="Breadcrumb">
        <ol>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={`${index}-${crumb.title}`} aria-current={last ? 'page' : undefined}>
                {crumb.path && !last ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="page-frame__head">
        <h1 className="page-frame__title">{title}</h1>
        {extra}
      </div>
      {children}
    </section>
  );
}
