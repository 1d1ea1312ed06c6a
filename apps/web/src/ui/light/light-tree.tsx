import { useState, type ReactNode } from 'react';
import './light.css';

export interface LightTreeNode {
  key: string;
  title: ReactNode;
  children: readonly LightTreeNode[];
}

/**
 * A tree drawn with lines (antd's Tree with showLine), without antd (issue 30): every node open
 * at first, a button folds or opens a node with children; the levels are ARIA's (tree, treeitem,
 * group, aria-level), each row says its level (data-level).
 */
export function LightTree({ label, nodes }: { label: string; nodes: readonly LightTreeNode[] }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setClosed((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const branch = (list: readonly LightTreeNode[], level: number): ReactNode =>
    list.map((node) => {
      const open = !closed.has(node.key);
      const parent = node.children.length > 0;
      return (
        <li
          key={node.key}
          role="treeitem"
          aria-level={level}
          aria-expanded={parent ? open : undefined}
          aria-selected={false}
        >
          <div className="lt-tree__row" data-level={level}>
            {parent ? (
              <button
                type="button"
                className="lt-tree__toggle"
                aria-label={open ? 'Fold' : 'Open'}
                onClick={() => toggle(node.key)}
              >
                {open ? '−' : '+'}
              </button>
            ) : (
              <span className="lt-tree__leaf" aria-hidden="true" />
            )}
            {node.title}
          </div>
          {parent && open && (
            <ul role="group" className="lt-tree__group">
              {branch(node.children, level + 1)}
            </ul>
          )}
        </li>
      );
    });
  return (
    <ul role="tree" aria-label={label} className="lt-tree">
      {branch(nodes, 1)}
    </ul>
  );
}
