import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import type { AgentTreeNode } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { AgentHierarchyPage } from './agent-hierarchy-page';

const node = (
  agentCode: string,
  agentName: string,
  children: AgentTreeNode[] = [],
  sales: AgentTreeNode['salesThisMonth'] = [],
): AgentTreeNode => ({
  id: `id-${agentCode}`,
  userId: `user-${agentCode}`,
  entityCode: 'DIST1',
  agentCode,
  agentName,
  status: 'Active',
  salesThisMonth: sales,
  downlineCount: children.reduce((n, c) => n + 1 + c.downlineCount, 0),
  children,
});

const TREE = [
  node('AGT001', 'Arjun Nair', [
    node(
      'AGT002',
      'Mei Ling Tan',
      [node('AGT004', 'Priya Devi')],
      [{ currency: 'MYR', totalMinor: 123_450 }],
    ),
    node('AGT003', 'Hafiz Rahman'),
  ]),
];

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const agentLine = (code: string) =>
  document.querySelector<HTMLElement>(`[data-agent-code="${code}"]`);

describe('agent hierarchy page', () => {
  it('shows every agent of the tree with its sales this month and downline count', async () => {
    signInAs(demoProfiles.agent);
    mockApi((call) => (call.path === 'agent/Agents/GetHierarchyData' ? ok(TREE) : undefined));
    await renderAt(<AgentHierarchyPage />, {
      path: '/setup/agent-hierarchy',
      pattern: '/setup/agent-hierarchy',
    });
    await screen.findByText('Arjun Nair', { exact: false });
    expect(agentLine('AGT001')?.textContent).toContain('Downline: 3');
    expect(agentLine('AGT001')?.textContent).toContain('Sales this month: 0.00');
    expect(agentLine('AGT002')?.textContent).toContain('Sales this month: MYR 1,234.50');
    expect(agentLine('AGT002')?.textContent).toContain('Downline: 1');
    // Expanded: the third level is visible at once.
    expect(agentLine('AGT004')?.textContent).toContain('Priya Devi');
    expect(agentLine('AGT003')?.textContent).toContain('Downline: 0');
  });

  it('says so when there are no agents', async () => {
    signInAs(demoProfiles.agent);
    mockApi((call) => (call.path === 'agent/Agents/GetHierarchyData' ? ok([]) : undefined));
    await renderAt(<AgentHierarchyPage />, {
      path: '/setup/agent-hierarchy',
      pattern: '/setup/agent-hierarchy',
    });
    expect(await screen.findByText('No Data...')).toBeTruthy();
  });

  it('gets the sign-up link and copies it', async () => {
    signInAs(demoProfiles.agent);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockApi((call) => {
      if (call.path === 'agent/Agents/GetHierarchyData') return ok(TREE);
      if (call.path === 'agent/Agents/GetToken')
        return ok({ token: 'tok.en', expiresAt: '2026-12-26T00:00:00.000Z' });
      return undefined;
    });
    await renderAt(<AgentHierarchyPage />, {
      path: '/setup/agent-hierarchy',
      pattern: '/setup/agent-hierarchy',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Get Link' }));
    const link = await screen.findByLabelText('Agent sign-up link');
    expect(link.textContent).toMatch(/#\/agent-sign-up\?token=tok\.en$/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.textContent));
    expect(await screen.findByText('Sign-up link copied')).toBeTruthy();
  });
});
