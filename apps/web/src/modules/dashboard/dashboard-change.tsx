import { changeText } from './dashboard-calls';

/** A figure's change against the previous period, coloured by its direction. */
export function Change({ current, previous }: { current: number; previous: number }) {
  const text = changeText(current, previous);
  if (!text) return null;
  const tone = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  return (
    <span className={`dash-change dash-change--${tone}`} title="Against the previous period">
      {text}
    </span>
  );
}
