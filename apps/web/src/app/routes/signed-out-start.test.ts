import { describe, expect, it } from 'vitest';
import { signedOutStart } from './signed-out-start';

describe('signed-out start', () => {
  it('leaves sign-in and the public screens alone', () => {
    expect(signedOutStart('#/sign-in')).toBeNull();
    expect(signedOutStart('#/forgot-password')).toBeNull();
    expect(signedOutStart('#/reset-password?token=abc')).toBeNull();
    expect(signedOutStart('#/pdfviewer?url=x')).toBeNull();
  });

  it('sends every other route to sign-in, remembering it as the origin', () => {
    expect(signedOutStart('')).toEqual({ from: '/' });
    expect(signedOutStart('#/')).toEqual({ from: '/' });
    expect(signedOutStart('#/setup/invoice-list?page=2')).toEqual({
      from: '/setup/invoice-list?page=2',
    });
    expect(signedOutStart('#/no-such-screen')).toEqual({ from: '/no-such-screen' });
  });
});
