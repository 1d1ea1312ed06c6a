import { z } from 'zod';
import { DIGITS_PATTERN, messages, requiredText } from '../validation/validators.js';

export const SMS_IMPORT_COLUMNS = ['phoneNumber', 'message'] as const;
export const SMS_IMPORT_MAX_ROWS = 5000;
export const SMS_MESSAGE_MAX = 480;

/** One data row of an SMS import file (phoneNumber,message). */
export const smsImportRowSchema = z
  .object({
    phoneNumber: requiredText('Phone Number', { max: 13 }).regex(DIGITS_PATTERN, {
      error: messages.digits('Phone Number'),
    }),
    message: requiredText('Message', { max: SMS_MESSAGE_MAX }),
  })
  .strict();
export type SmsImportRow = z.infer<typeof smsImportRowSchema>;

/** POST scheduler/Notification/SparkPushNotification answers the import history row. */
export const smsImportResultSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  totalRows: z.number(),
  successRows: z.number(),
  failedRows: z.number(),
});
export type SmsImportResult = z.infer<typeof smsImportResultSchema>;

/** Said on the SMS import screen, before importing, when no SMS provider is configured. */
export const SMS_NO_PROVIDER_NOTICE =
  'No SMS provider is configured: imported SMS will be logged, not sent.';

/**
 * GET network/SparkNotificationLog/GetSmsProvider (issue 26): whether imported SMS are sent
 * (SMS_URL is set) or only logged; `notice` is what the import screen says when they are not.
 */
export const smsProviderSchema = z
  .object({ configured: z.boolean(), notice: z.string().nullable() })
  .strict();
export type SmsProvider = z.infer<typeof smsProviderSchema>;
