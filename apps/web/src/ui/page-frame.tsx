import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from 'antd';

export interface Crumb {
  title: string;
  path?: string;
}

export interface PageFrameProps {
  title: string;
  /** Crumbs after Home; the page title is appended as the last crumb. */
  breadcrumb?: readonly Crumb[];
  extra?: ReactNode;
  children?: ReactNode;
}

/** The shared page frame: a title and a breadcrumb that starts at Home (spec section 2). */
export function PageFrame({ title, breadcrumb = [], extra, children }: PageFrameProps) {
  const crumbs: Crumb[] = [{ title: 'Home', path: '/' }, ...breadcrumb, { title }];
  return (
    <section className="page-frame" aria-label={title}>
      <Breadcrumb
        items={crumbs.map((crumb, index) => ({
          key: `${index}-${crumb.title}`,
          title:
            crumb.path && index < crumbs.length - 1 ? (
              <Link to={crumb.path}>{crumb.title}</Link>
            ) : (
              crumb.title
            ),
        }))}
      />
      <div className="page-frame__head">
        <h1 className="page-frame__title">{title}</h1>
        {extra}
      </div>
      {children}
    </section>
  );
}
