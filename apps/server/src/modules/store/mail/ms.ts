import type { MailStrings } from './en.js';

/** The consumer e-mails and PDFs in Bahasa Melayu (the keys and placeholders of en.ts). */
export const ms: MailStrings = {
  common: {
    greeting: 'Helo {name},',
    buttonFallback: 'Jika butang tidak berfungsi, buka pautan ini:',
    support: 'Ada soalan? Tulis kepada kami di {supportEmail}.',
    sentBecause: 'Anda menerima e-mel ini kerana anda mempunyai akaun di {store}.',
  },
  confirm: {
    subject: 'Sahkan alamat e-mel anda',
    title: 'Selamat datang ke {store}, {name}',
    body: 'Terima kasih kerana mendaftar. Sila sahkan alamat e-mel anda: selepas itu anda boleh membeli pelan, dan kupon pendaftaran anda ditambah ke akaun anda.',
    action: 'Sahkan E-mel',
    validity: 'Pautan ini sah selama {hours} jam dan boleh digunakan sekali sahaja.',
  },
  reset: {
    subject: 'Pilih kata laluan baharu',
    title: 'Helo, {name}',
    body: 'Seseorang meminta untuk menetapkan semula kata laluan akaun anda di {store}. Jika itu anda, pilih kata laluan baharu dengan pautan ini; jika tidak, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.',
    action: 'Pilih Kata Laluan Baharu',
    validity: 'Pautan ini sah selama {minutes} minit dan boleh digunakan sekali sahaja.',
  },
  receipt: {
    subject: 'Resit anda untuk pesanan {orderNo}',
    title: 'Terima kasih atas pesanan anda',
    body: 'Kami telah menerima bayaran anda sebanyak {total} untuk pesanan {orderNo} pada {date}. Resit anda dilampirkan sebagai PDF; eSIM anda akan dihantar dalam e-mel berasingan.',
    action: 'Lihat Pesanan Anda',
  },
  delivery: {
    subject: 'eSIM anda untuk pesanan {orderNo} sudah sedia',
    title: 'eSIM anda sudah sedia',
    body: 'Pesanan {orderNo} telah dihantar: {count} eSIM, {total} dibayar. Pasang setiap eSIM sebelum anda melancong, semasa disambungkan ke Wi-Fi.',
    esimHeading: 'eSIM {n} daripada {count}: {plan}',
    scan: 'Imbas kod QR ini dengan telefon yang akan menggunakan eSIM (Tetapan > Perkhidmatan Mudah Alih > Tambah eSIM).',
    iphone:
      'Pada iPhone (iOS 17.4 atau lebih baharu), buka pautan ini pada telefon untuk memasangnya:',
    iphoneAction: 'Pasang pada iPhone',
    android:
      'Pada Android: Tetapan > Rangkaian & internet > SIM > Tambah eSIM, kemudian masukkan kod pengaktifan ini:',
    once: 'Setiap eSIM boleh dipasang sekali sahaja. Jaga kerahsiaan e-mel ini.',
    action: 'Buka eSIM Saya',
  },
  topUp: {
    subject: 'Tambah nilai eSIM {iccid} anda telah selesai',
    title: 'Tambah nilai selesai',
    body: '{plan} telah ditambah pada eSIM {iccid} anda (pesanan {orderNo}, {total} dibayar). Anda tidak perlu berbuat apa-apa pada telefon anda.',
    action: 'Buka eSIM Saya',
  },
  lowData: {
    subject: 'eSIM {iccid} anda telah menggunakan {percent}% datanya',
    body: '{plan} (ICCID {iccid}) telah menggunakan {percent}% datanya. Tambah nilai atau beli pelan baharu sebelum data habis.',
    action: 'Buka eSIM Saya',
    why: 'Anda menerima peringatan ini kerana {store} memantau data dan tarikh luput eSIM anda.',
  },
  expiry: {
    subject: 'eSIM {iccid} anda tamat tempoh pada {date}',
    body: '{plan} (ICCID {iccid}) tamat tempoh pada {date}. Tambah nilai atau beli pelan baharu untuk kekal berhubung.',
    action: 'Buka eSIM Saya',
    why: 'Anda menerima peringatan ini kerana {store} memantau data dan tarikh luput eSIM anda.',
  },
  amounts: {
    plan: 'Pelan',
    qty: 'Kuantiti',
    unitPrice: 'Harga Seunit',
    discount: 'Diskaun',
    tax: 'Cukai',
    amount: 'Jumlah',
    subtotal: 'Jumlah Kecil',
    coupon: 'Kupon {code}',
    total: 'Jumlah Keseluruhan',
    paidByCard: 'Dibayar dengan kad',
  },
  pdf: {
    title: 'Resit',
    order: 'Pesanan',
    invoice: 'Invois',
    datePaid: 'Tarikh Dibayar',
    payment: 'Bayaran',
    soldBy: 'Dijual oleh',
    billedTo: 'Dibilkan kepada',
    thankYou: 'Terima kasih kerana melancong bersama {store}.',
  },
};
