import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { MailAttachment, Mailer, QueueMailInput } from '../../platform/mail/index.js';
import { qrPngs } from '../../platform/qr/qr-images.js';
import { groupOrders, smsLogs } from '../../db/schema/index.js';
import type { GroupOrderRow } from './group.queries.js';
import { groupEsims, type GroupEsim } from './group-esims.queries.js';
import { pageUntil, travellerPageUrl, travellerToken } from './traveller-link.js';
import { travellerEsimMail, type TravellerMail } from './traveller-mail.js';
import { travellerWords } from './traveller-words.js';

export interface TravellerMailDeps {
  mail: Mailer;
  secrets: SecretBox;
  /** SMS_URL is set: a traveller with a phone gets an SMS too. */
  smsEnabled: boolean;
}

const LOCALES = { en: 'en-GB', ms: 'ms-MY', zh: 'zh-CN' } as const;
/** sms_logs.phone_number's width: an E.164 number of up to 12 digits and its '+'. */
const SMS_NUMBER = /^\+?\d{6,12}$/;

/** Each eSIM's QR code as an attachment, drawn together on a worker thread. */
async function qrAttachments(esims: GroupEsim[]): Promise<Map<GroupEsim, MailAttachment>> {
  const images = await qrPngs(esims.map((e) => e.activationCode));
  return new Map(
    esims.map((e, i) => [
      e,
      {
        filename: `esim-${e.iccid}.png`,
        contentType: 'image/png',
        contentBase64: images[i].toString('base64'),
      },
    ]),
  );
}

/**
 * Queues each traveller's e-mail of their delivered eSIMs (issue 29) in the caller's transaction,
 * in their language, with the QR codes attached and their personal page's signed link, and an SMS
 * with the link when an SMS provider is configured. `only` narrows it to some travellers (a
 * resend, a moved eSIM). The mail outbox sends through the job queue after the commit.
 */
export async function mailTravellers(
  tx: Tx,
  deps: TravellerMailDeps,
  group: GroupOrderRow,
  only?: ReadonlySet<string>,
) {
  if (!group.poId) return { mailed: 0, texted: 0 };
  const mailed = new Set(group.travellers.map((t) => t.id).filter((id) => !only || only.has(id)));
  const esims = (await groupEsims(tx, group.poId)).filter(
    (e) => e.status === 'delivered' && e.travellerId !== null && mailed.has(e.travellerId),
  );
  const qrOf = await qrAttachments(esims);
  const until = pageUntil(group.endDate);
  const mails: QueueMailInput<TravellerMail>[] = [];
  const texts: { phoneNumber: string; message: string }[] = [];
  for (const traveller of group.travellers) {
    if (only && !only.has(traveller.id)) continue;
    const own = esims.filter((e) => e.travellerId === traveller.id);
    if (own.length === 0) continue;
    const token = travellerToken(deps.secrets, {
      groupId: group.id,
      travellerId: traveller.id,
      until,
    });
    const pageUrl = travellerPageUrl(deps.mail.context.baseUrl, token);
    const untilText = new Intl.DateTimeFormat(LOCALES[traveller.language] ?? 'en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${until}T00:00:00Z`));
    mails.push({
      template: travellerEsimMail,
      to: traveller.email,
      entityCode: group.entityCode,
      data: {
        language: traveller.language,
        name: traveller.name,
        groupName: group.groupName,
        pageUrl,
        until: untilText,
        esims: own.map(({ iccid, activationCode, planName }) => ({
          iccid,
          activationCode,
          planName,
        })),
      },
      attachments: own.map((e) => qrOf.get(e)!),
    });
    const phone = traveller.phone?.replace(/[\s()-]/g, '') ?? '';
    if (deps.smsEnabled && SMS_NUMBER.test(phone)) {
      const message = travellerWords(traveller.language).sms(group.groupName, pageUrl);
      texts.push({ phoneNumber: phone, message });
    }
  }
  await deps.mail.queueMany(tx, mails);
  if (texts.length > 0) await tx.insert(smsLogs).values(texts);
  return { mailed: mails.length, texted: texts.length };
}

/**
 * The orders area's delivery hook: a completed purchase order that is a group's sends each of
 * its travellers their eSIMs (any other order: nothing).
 */
export function travellerDeliveries(deps: TravellerMailDeps) {
  return async (tx: Tx, delivered: { poId: string }) => {
    const [group] = await tx.select().from(groupOrders).where(eq(groupOrders.poId, delivered.poId));
    if (group) await mailTravellers(tx, deps, group);
  };
}
