import type { GroupTraveller } from '../../db/schema/index.js';

type Language = GroupTraveller['language'];

/** What a traveller reads (their e-mail, SMS and personal page), in the roster's languages. */
export interface TravellerWords {
  subject: (group: string) => string;
  greeting: (name: string) => string;
  ready: (group: string, count: number) => string;
  howTo: string;
  qrAttached: string;
  openPage: string;
  pageValid: (until: string) => string;
  sms: (group: string, url: string) => string;
  pageTitle: string;
  plan: string;
  iccid: string;
  activationCode: string;
  installIphone: string;
  installManual: string;
  dataUsed: string;
  installed: string;
  notInstalled: string;
  validity: (days: number) => string;
  none: string;
  expired: string;
}

const en: TravellerWords = {
  subject: (group) => `Your eSIM for ${group}`,
  greeting: (name) => `Hello ${name},`,
  ready: (group, count) =>
    count === 1
      ? `Your eSIM for ${group} is ready. Install it before you leave, while you have Wi-Fi.`
      : `Your ${count} eSIMs for ${group} are ready. Install them before you leave, while you have Wi-Fi.`,
  howTo:
    'On your phone go to Settings > Mobile data > Add eSIM and scan the QR code, or enter the activation code by hand. Each eSIM can be installed once.',
  qrAttached: 'The QR code is attached to this e-mail and shown on your page.',
  openPage: 'Open my eSIM page',
  pageValid: (until) => `Your page shows your eSIM and the data you have used until ${until}.`,
  sms: (group, url) => `Your eSIM for ${group} is ready: ${url}`,
  pageTitle: 'Your travel eSIM',
  plan: 'Plan',
  iccid: 'ICCID',
  activationCode: 'Activation code',
  installIphone: 'Install on this iPhone',
  installManual: 'Or scan the QR code from another screen, or enter the activation code by hand.',
  dataUsed: 'Data used',
  installed: 'Installed',
  notInstalled: 'Not installed yet',
  validity: (days) => `${days} day(s)`,
  none: 'There is no eSIM for you on this page any more. Ask your travel agency.',
  expired: 'This page has expired. Ask your travel agency for a new link.',
};

const ms: TravellerWords = {
  subject: (group) => `eSIM anda untuk ${group}`,
  greeting: (name) => `Salam ${name},`,
  ready: (group, count) =>
    count === 1
      ? `eSIM anda untuk ${group} sudah sedia. Pasang sebelum berlepas, semasa ada Wi-Fi.`
      : `${count} eSIM anda untuk ${group} sudah sedia. Pasang sebelum berlepas, semasa ada Wi-Fi.`,
  howTo:
    'Di telefon anda pergi ke Tetapan > Data mudah alih > Tambah eSIM dan imbas kod QR, atau masukkan kod pengaktifan secara manual. Setiap eSIM boleh dipasang sekali sahaja.',
  qrAttached: 'Kod QR dilampirkan pada e-mel ini dan dipaparkan di halaman anda.',
  openPage: 'Buka halaman eSIM saya',
  pageValid: (until) =>
    `Halaman anda menunjukkan eSIM dan data yang telah digunakan sehingga ${until}.`,
  sms: (group, url) => `eSIM anda untuk ${group} sudah sedia: ${url}`,
  pageTitle: 'eSIM perjalanan anda',
  plan: 'Pelan',
  iccid: 'ICCID',
  activationCode: 'Kod pengaktifan',
  installIphone: 'Pasang pada iPhone ini',
  installManual: 'Atau imbas kod QR dari skrin lain, atau masukkan kod pengaktifan secara manual.',
  dataUsed: 'Data digunakan',
  installed: 'Dipasang',
  notInstalled: 'Belum dipasang',
  validity: (days) => `${days} hari`,
  none: 'Tiada lagi eSIM untuk anda di halaman ini. Hubungi agensi pelancongan anda.',
  expired: 'Halaman ini telah tamat tempoh. Minta pautan baharu daripada agensi pelancongan anda.',
};

const zh: TravellerWords = {
  subject: (group) => `您的 ${group} eSIM`,
  greeting: (name) => `${name}，您好：`,
  ready: (group, count) =>
    count === 1
      ? `您的 ${group} eSIM 已准备就绪。请在出发前连接 Wi-Fi 时安装。`
      : `您的 ${count} 张 ${group} eSIM 已准备就绪。请在出发前连接 Wi-Fi 时安装。`,
  howTo:
    '在手机上前往 设置 > 蜂窝网络 > 添加 eSIM，扫描二维码，或手动输入激活码。每张 eSIM 只能安装一次。',
  qrAttached: '二维码已附在此邮件中，也显示在您的页面上。',
  openPage: '打开我的 eSIM 页面',
  pageValid: (until) => `您的页面显示您的 eSIM 和已用流量，有效期至 ${until}。`,
  sms: (group, url) => `您的 ${group} eSIM 已准备就绪：${url}`,
  pageTitle: '您的旅行 eSIM',
  plan: '套餐',
  iccid: 'ICCID',
  activationCode: '激活码',
  installIphone: '在此 iPhone 上安装',
  installManual: '或在另一屏幕上扫描二维码，或手动输入激活码。',
  dataUsed: '已用流量',
  installed: '已安装',
  notInstalled: '尚未安装',
  validity: (days) => `${days} 天`,
  none: '此页面上已没有您的 eSIM。请联系您的旅行社。',
  expired: '此页面已过期。请向您的旅行社索取新链接。',
};

const WORDS: Record<Language, TravellerWords> = { en, ms, zh };

export const travellerWords = (language: Language): TravellerWords => WORDS[language] ?? en;

export { iphoneInstallLink } from '@wander/contract';
