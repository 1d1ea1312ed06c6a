/**
 * eSIM-capable phones, tablets and watches by maker (a kept list, checked against the makers'
 * pages: update it when new models ship). A model matches when its name contains the text.
 */
export const ESIM_DEVICES: Record<string, string[]> = {
  Apple: [
    'iPhone XS',
    'iPhone XS Max',
    'iPhone XR',
    'iPhone 11',
    'iPhone 11 Pro',
    'iPhone SE (2020)',
    'iPhone 12',
    'iPhone 12 mini',
    'iPhone 12 Pro',
    'iPhone 13',
    'iPhone 13 mini',
    'iPhone 13 Pro',
    'iPhone SE (2022)',
    'iPhone 14',
    'iPhone 14 Plus',
    'iPhone 14 Pro',
    'iPhone 15',
    'iPhone 15 Plus',
    'iPhone 15 Pro',
    'iPhone 16',
    'iPhone 16 Plus',
    'iPhone 16 Pro',
    'iPhone 16e',
    'iPhone 17',
    'iPhone Air',
    'iPhone 17 Pro',
    'iPad Pro (cellular)',
    'iPad Air (cellular)',
    'iPad mini (cellular)',
  ],
  Samsung: [
    'Galaxy S20',
    'Galaxy S21',
    'Galaxy S22',
    'Galaxy S23',
    'Galaxy S24',
    'Galaxy S25',
    'Galaxy Z Fold',
    'Galaxy Z Flip',
    'Galaxy Note 20',
    'Galaxy A54',
    'Galaxy A55',
    'Galaxy A35',
  ],
  Google: [
    'Pixel 3',
    'Pixel 4',
    'Pixel 5',
    'Pixel 6',
    'Pixel 7',
    'Pixel 8',
    'Pixel 9',
    'Pixel 10',
    'Pixel Fold',
  ],
  Huawei: ['P40', 'P40 Pro', 'Mate 40 Pro'],
  Xiaomi: ['Xiaomi 12T Pro', 'Xiaomi 13', 'Xiaomi 13 Pro', 'Xiaomi 14', 'Xiaomi 15'],
  OPPO: ['Find X3 Pro', 'Find X5', 'Find X5 Pro', 'Find N2 Flip', 'Reno 5A'],
  Motorola: ['Razr', 'Edge 40', 'Edge 50'],
  Sony: ['Xperia 1 IV', 'Xperia 1 V', 'Xperia 10 IV', 'Xperia 5 IV'],
};

const fold = (text: string) => text.toLowerCase().replace(/[\s()-]/g, '');

/**
 * The listed models whose maker and name hold every word of the text ("pixel 8", "samsung s24",
 * "iphone 15 pro"), with their maker.
 */
export function findDevices(text: string) {
  const words = text.trim().split(/\s+/).map(fold).filter(Boolean);
  if (words.join('').length < 2) return [];
  return Object.entries(ESIM_DEVICES).flatMap(([maker, models]) =>
    models
      .filter((model) => {
        const name = fold(`${maker} ${model}`);
        return words.every((word) => name.includes(word));
      })
      .map((model) => ({ maker, model })),
  );
}
