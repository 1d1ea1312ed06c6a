/**
 * The consumer e-mails and PDFs in English (issue 41). One file per language (en, ms, zh), as the
 * store's dictionaries: translators edit the texts and keep every `{placeholder}`, which the
 * renderer fills (the store's name, amounts, links ...). ms.ts and zh.ts have the same keys
 * (`MailStrings`); mail-dictionaries.test.ts checks every key and placeholder in every language.
 */
export const en = {
  common: {
    greeting: 'Hello {name},',
    buttonFallback: 'If the button does not work, open this link:',
    support: 'Questions? Write to us at {supportEmail}.',
    sentBecause: 'You receive this e-mail because you have an account at {store}.',
  },
  confirm: {
    subject: 'Confirm your email address',
    title: 'Welcome to {store}, {name}',
    body: 'Thank you for signing up. Please confirm your email address: then you can buy plans, and your sign-up coupons are added to your account.',
    action: 'Confirm Email',
    validity: 'This link is valid for {hours} hours and can be used once.',
  },
  reset: {
    subject: 'Choose a new password',
    title: 'Hello, {name}',
    body: 'Someone asked to reset the password of your account at {store}. If it was you, choose a new password with this link; if not, ignore this e-mail: your password stays as it is.',
    action: 'Choose a New Password',
    validity: 'This link is valid for {minutes} minutes and can be used once.',
  },
  receipt: {
    subject: 'Your receipt for order {orderNo}',
    title: 'Thank you for your order',
    body: 'We received your payment of {total} for order {orderNo} on {date}. Your receipt is attached as a PDF; your eSIMs follow in a separate e-mail.',
    action: 'View Your Order',
  },
  delivery: {
    subject: 'Your eSIMs for order {orderNo} are ready',
    title: 'Your eSIMs are ready',
    body: 'Order {orderNo} is delivered: {count} eSIM(s), {total} paid. Install each eSIM before you travel, while you are on Wi-Fi.',
    esimHeading: 'eSIM {n} of {count}: {plan}',
    scan: 'Scan this QR code with the phone that will use the eSIM (Settings > Mobile Service > Add eSIM).',
    iphone: 'On an iPhone (iOS 17.4 or later), open this link on the phone to install it:',
    iphoneAction: 'Install on iPhone',
    android:
      'On Android: Settings > Network & internet > SIMs > Add eSIM, then enter this activation code:',
    once: 'Each eSIM can be installed once. Keep this e-mail private.',
    action: 'Open My eSIMs',
  },
  topUp: {
    subject: 'Your top-up of eSIM {iccid} is done',
    title: 'Top-up done',
    body: '{plan} was added to your eSIM {iccid} (order {orderNo}, {total} paid). You need to do nothing on your phone.',
    action: 'Open My eSIMs',
  },
  lowData: {
    subject: 'Your eSIM {iccid} has used {percent}% of its data',
    body: '{plan} (ICCID {iccid}) has used {percent}% of its data. Top it up or buy a new plan before it runs out.',
    action: 'Open My eSIMs',
    why: 'You receive this reminder because {store} watches the data and expiry of your eSIMs.',
  },
  expiry: {
    subject: 'Your eSIM {iccid} expires on {date}',
    body: '{plan} (ICCID {iccid}) expires on {date}. Top it up or buy a new plan to stay connected.',
    action: 'Open My eSIMs',
    why: 'You receive this reminder because {store} watches the data and expiry of your eSIMs.',
  },
  amounts: {
    plan: 'Plan',
    qty: 'Qty',
    unitPrice: 'Unit Price',
    discount: 'Discount',
    tax: 'Tax',
    amount: 'Amount',
    subtotal: 'Subtotal',
    coupon: 'Coupon {code}',
    total: 'Total',
    paidByCard: 'Paid by card',
  },
  pdf: {
    title: 'Receipt',
    order: 'Order',
    invoice: 'Invoice',
    datePaid: 'Date Paid',
    payment: 'Payment',
    soldBy: 'Sold by',
    billedTo: 'Billed to',
    thankYou: 'Thank you for travelling with {store}.',
  },
};

export type MailStrings = typeof en;
