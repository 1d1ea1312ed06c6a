import { LightButton } from '../../ui/light/light-button';
import { FIGURE_FILTER_KEYS, figureFilterOf, type FigureFilter } from '@wander/contract';

export const FIGURE_KEYS = FIGURE_FILTER_KEYS;
/** The figure filter's URL parameters as a list's URL state holds them (null: absent). */
export type FigureParams = Record<(typeof FIGURE_KEYS)[number], string | null>;

/** The figure filter of a list's URL state. */
export function figureOf(params: FigureParams): FigureFilter {
  return figureFilterOf(
    new URLSearchParams(
      FIGURE_KEYS.flatMap((key) => (params[key] ? [[key, params[key]] as [string, string]] : [])),
    ),
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** What the figure filter keeps, in words. */
export function figureText(filter: FigureFilter): string {
  const parts: string[] = [];
  if (filter.statuses?.length) parts.push(`status ${filter.statuses.join(', ')}`);
  if (filter.paidFrom && filter.paidTo) {
    parts.push(`paid from ${when(filter.paidFrom)} to ${when(filter.paidTo)}`);
  } else if (filter.paidFrom) parts.push(`paid from ${when(filter.paidFrom)}`);
  if (filter.agentId) parts.push('your own sales');
  if (filter.agentIdNot) parts.push('your downline’s sales');
  if (filter.deliveryNot) parts.push('not being delivered on payment');
  if (filter.issuer) parts.push('issued by your company');
  return parts.join('; ');
}

/**
 * The line above a list opened from a dashboard figure: what it keeps (so that its total is the
 * figure) and a way to see the whole list.
 */
export function FigureFilterNote(props: { params: FigureParams; onClear: () => void }) {
  const filter = figureOf(props.params);
  const text = figureText(filter);
  if (!text) return null;
  return (
    <p className="figure-filter-note" role="status">
      From the dashboard: {text}.{' '}
      <LightButton kind="link" onClick={props.onClear}>
        Show all
      </LightButton>
    </p>
  );
}
