import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage (JSON) that components follow: read, write, and a hook that
 * renders again when it changes. `valid` drops a stored value that no longer holds.
 */
export function storedValue<T>(key: string, valid: (value: T) => boolean = () => true) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T | null } = { raw: null, value: null };
  const read = (): T | null => {
    const raw = localStorage.getItem(key);
    if (raw !== cached.raw) {
      let value: T | null = null;
      try {
        value = raw ? (JSON.parse(raw) as T) : null;
      } catch {
        value = null;
      }
      cached = { raw, value: value && valid(value) ? value : null };
    }
    return cached.value;
  };
  const write = (value: T | null) => {
    if (value) localStorage.setItem(key, JSON.stringify(value));
    else localStorage.removeItem(key);
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const use = () => useSyncExternalStore(subscribe, read);
  return { read, write, use };
}
