import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { splitFormErrors } from './api-error';

export type CallPhase = 'idle' | 'request' | 'success' | 'error';

export interface CallState<R> {
  phase: CallPhase;
  result: R | undefined;
  error: unknown;
  /** Form-level message (for the Alert above the submit button). */
  errorMessage: string | null;
}

const IDLE = { phase: 'idle', result: undefined, error: null, errorMessage: null } as const;

/**
 * Request / success / error phases of one call (spec section 4). The request phase clears earlier
 * messages and errors; with a form, server field errors go into its fields and the rest into
 * `errorMessage`.
 */
export function useApiCall<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  options: { form?: FormInstance } = {},
) {
  const [state, setState] = useState<CallState<R>>(IDLE);
  const placedFields = useRef<string[]>([]);
  const { form } = options;

  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (form && placedFields.current.length > 0) {
        form.setFields(placedFields.current.map((name) => ({ name, errors: [] })));
        placedFields.current = [];
      }
      setState({ phase: 'request', result: undefined, error: null, errorMessage: null });
      try {
        const result = await call(...args);
        setState({ phase: 'success', result, error: null, errorMessage: null });
        return result;
      } catch (error) {
        const known = form ? Object.keys(form.getFieldsValue() as object) : undefined;
        const split = splitFormErrors(error, form ? known : []);
        if (form && split.fields.length > 0) {
          form.setFields(split.fields);
          placedFields.current = split.fields.map((f) => f.name);
        }
        setState({ phase: 'error', result: undefined, error, errorMessage: split.formMessage });
        return undefined;
      }
    },
    [call, form],
  );

  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, loading: state.phase === 'request', run, reset };
}
