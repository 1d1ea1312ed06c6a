import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AgentTreeNode } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { Loading } from '../../crud/loading';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { TABLE_EMPTY_TEXT } from '../../ui/empty-text';
import { LightTree, type LightTreeNode } from '../../ui/light/light-tree';
import { agentCalls, salesText } from './agent-calls';
import { AgentLinkPanel } from './agent-link-panel';

function toTreeData(nodes: readonly AgentTreeNode[]): LightTreeNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span className="agent-node" data-agent-code={node.agentCode}>
        <strong>{node.agentCode}</strong> {node.agentName}
        {' · '}Sales this month: <span className="money">{salesText(node.salesThisMonth)}</span>
        {' · '}Downline: {node.downlineCount}
        {node.status !== 'Active' && ` · ${node.status}`}
      </span>
    ),
    children: toTreeData(node.children),
  }));
}

/**
 * /setup/agent-hierarchy: the agents the caller may see as a tree (an agent: its own subtree; a
 * company: its agents; the platform: every company's), each with its code, sales this month and
 * downline count, and the sign-up link that adds agents under the caller.
 */
export function AgentHierarchyPage() {
  const query = useQuery({ queryKey: ['agent', 'hierarchy'], queryFn: agentCalls.hierarchy });
  const treeData = useMemo(() => toTreeData(query.data ?? []), [query.data]);
  return (
    <PageFrame title="Agent Hierarchy" breadcrumb={[{ title: 'Setup' }, { title: 'Agent' }]}>
      <Panel title="Agents">
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <FormAlert message={errorMessageOf(query.error)} />
        ) : treeData.length === 0 ? (
          <p>{TABLE_EMPTY_TEXT}</p>
        ) : (
          <LightTree label="Agent hierarchy" nodes={treeData} />
        )}
      </Panel>
      <AgentLinkPanel />
    </PageFrame>
  );
}
