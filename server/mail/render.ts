// Turning an outbox row into a mail. The mail area knows no other area: each area that queues
// mail gives the texts of its templates (orders/order-mail.ts, payments/payment-mail.ts,
// messages/message-mail.ts), and the server's assembly hands them all to the sender
// (desk-mail.ts). Every mail to a buyer is signed with the shop's identity here.
import { addressLines, DEFAULT_IDENTITY, type ShopIdentity } from '../../config/shop-identity.js'
import type { Mail, MailContext } from './mail-context'

export type { MailTemplates, MailTemplateText } from './mail-context'

/** The shop's identity a mail is written with: the running shop's, else the defaults. */
export function shopOf(ctx: Pick<MailContext, 'shop' | 'shopEmail'>): ShopIdentity {
  return ctx.shop ?? { ...DEFAULT_IDENTITY, email: ctx.shopEmail }
}

/** The signature under every mail to a buyer: who the shop is, as its settings say. */
function signature(shop: ShopIdentity): string {
  return [
    '-- ',
    shop.legalName,
    addressLines(shop.address).join(', '),
    `${shop.email}, ${shop.phone}`,
    ...(shop.taxId ? [`EIN ${shop.taxId}`] : []),
  ].join('\n')
}

/** Builds the mail of one outbox row; a buyer's is signed with the shop's identity. */
export async function renderMail(
  ctx: MailContext,
  template: string,
  payload: Record<string, string>,
): Promise<Mail> {
  const text = Object.hasOwn(ctx.templates, template) ? ctx.templates[template] : undefined
  if (!text) throw new Error(`Unknown mail template ${template}`)
  const mail = await text.compose(ctx, payload)
  if (!text.toBuyer) return mail
  return { ...mail, text: `${mail.text}\n\n${signature(shopOf(ctx))}` }
}
