/**
 * The remember-me cookie, read and written as js-cookie did (path /, the value URI-encoded), in a
 * few lines: the library was 1 KiB gzipped of the entry every page loads (issue 30's budget).
 */
export const Cookies = {
  get(name: string): string | undefined {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
    return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
  },
  set(name: string, value: string, options: { expires: number; sameSite: 'strict' }): void {
    const expires = new Date(Date.now() + options.expires * 864e5).toUTCString();
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; expires=${expires}; samesite=${options.sameSite}`;
  },
  remove(name: string): void {
    document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  },
};
