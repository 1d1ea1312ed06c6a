import { useState } from 'react';
import { LightButton as Button } from '../../ui/light/light-button';
import { errorMessageOf } from '../../lib/api';
import { copyText } from '../../ui/copy-text';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { agentCalls } from './agent-calls';

/**
 * The link an agent or company hands to new agents (/agent-sign-up?token=...): whoever registers
 * through it joins under the one who shared it (GET agent/Agents/GetToken).
 */
export function AgentLinkPanel() {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    try {
      const { token } = await agentCalls.token();
      const base = `${window.location.origin}${window.location.pathname}`;
      setLink(`${base}#/agent-sign-up?token=${encodeURIComponent(token)}`);
      setError(null);
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };
  return (
    <Panel title="Agent Sign-up Link">
      <p>New agents who register through this link join under you. It is valid for 30 days.</p>
      {link ? (
        <div className="lt-stack">
          <code style={{ wordBreak: 'break-all' }} aria-label="Agent sign-up link">
            {link}
          </code>
          <Button onClick={() => void copyText(link, 'Sign-up link')}>Copy Link</Button>
        </div>
      ) : (
        <Button onClick={load}>Get Link</Button>
      )}
      <FormAlert message={error} />
    </Panel>
  );
}
