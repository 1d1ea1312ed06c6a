/** One push message to one device. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  imageUrl?: string | null;
  deepLink?: string | null;
}

/**
 * What became of one message: Sent, Failed (the provider refused it; not retried), InvalidToken
 * (the device is gone: its token is removed) or Logged (no provider).
 */
export interface PushOutcome {
  status: 'Sent' | 'Failed' | 'InvalidToken' | 'Logged';
  outcome: string;
}

/**
 * A push provider sends a batch and answers one outcome per message, in order. It throws only
 * when nothing of the batch was sent (e.g. the OAuth token could not be had): the batch is then
 * left Pending for the job's retry.
 */
export interface PushProvider {
  readonly name: string;
  send(messages: PushMessage[]): Promise<PushOutcome[]>;
}

/** Without FIREBASE_CREDENTIALS: each message goes to the notification log only. */
