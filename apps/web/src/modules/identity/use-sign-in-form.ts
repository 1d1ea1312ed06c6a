import { useEffect, useState, type FormEvent } from 'react';
import type { SignInErrors, SignInField, SignInValues } from './sign-in-runtime';

type Runtime = typeof import('./sign-in-runtime');

let runtime: Promise<Runtime> | null = null;

/**
 * The sign-in logic (contract schema with zod, API client, sign-in flow) loads right after the
 * screen renders, off the first-load critical path.
 */
export function loadSignInRuntime(): Promise<Runtime> {
  runtime ??= import('./sign-in-runtime');
  return runtime;
}

/**
 * Form state of the sign-in screen: errors show once a field was touched (left or changed) or the
 * form was submitted; the messages are signInSchema's.
 */
export function useSignInForm(
  onValid: (values: SignInValues, rt: Runtime) => void,
  otpRequested = false,
) {
  const [values, setValues] = useState<SignInValues>({
    email: '',
    password: '',
    isRemember: false,
    otp: '',
  });
  const [touched, setTouched] = useState<Record<SignInField, boolean>>({
    email: false,
    password: false,
    otp: false,
  });
  const [rt, setRt] = useState<Runtime | null>(null);
  useEffect(() => {
    let live = true;
    void loadSignInRuntime().then((loaded) => live && setRt(loaded));
    return () => {
      live = false;
    };
  }, []);

  const errors: SignInErrors = rt ? rt.validateSignIn(values, otpRequested) : {};
  return {
    values,
    errorOf: (field: SignInField) => (touched[field] ? errors[field] : undefined),
    setValue: <K extends keyof SignInValues>(key: K, value: SignInValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    touch: (field: SignInField) => setTouched((current) => ({ ...current, [field]: true })),
    onSubmit: async (event: FormEvent) => {
      event.preventDefault();
      setTouched({ email: true, password: true, otp: otpRequested });
      const loaded = rt ?? (await loadSignInRuntime());
      const invalid = loaded.validateSignIn(values, otpRequested);
      if (Object.keys(invalid).length === 0) onValid(values, loaded);
    },
  };
}
