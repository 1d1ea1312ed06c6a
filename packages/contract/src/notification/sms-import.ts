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
