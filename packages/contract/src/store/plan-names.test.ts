import { describe, expect, it } from 'vitest';
import { composedPlanNames, placeNameIn, planNameIn, regionOf } from './plan-names.js';

describe('plan names in the store languages (issue 41)', () => {
  it('names a one-country plan by the country, its data and days, as the issue writes it', () => {
    const japan = { countries: ['JP'], dataGb: 1, days: 7, isDayPass: false };
    expect(composedPlanNames(japan)).toEqual({ ms: 'Jepun 1GB 7 hari', zh: '日本 1GB 7天' });
    expect(planNameIn(japan, 'en')).toBe('Japan 1GB 7 days');
  });

  it('writes a day pass per day, half a gigabyte in MB, and unlimited data', () => {
    const pass = { countries: ['TH'], dataGb: 0.5, days: 1, isDayPass: true };
    expect(composedPlanNames(pass)).toEqual({
      ms: 'Thailand 500MB/hari 1 hari',
      zh: '泰国 每天500MB 1天',
    });
    expect(planNameIn({ ...pass, dataGb: null, days: 10 }, 'zh')).toBe('泰国 每天无限流量 10天');
    expect(planNameIn({ ...pass, dataGb: null, isDayPass: false }, 'ms')).toBe(
      'Thailand Tanpa had 1 hari',
    );
  });

  it('names two or three countries, and more by their region and number', () => {
    expect(placeNameIn(['JP', 'KR'], null, 'zh')).toBe('日本和韩国');
    expect(placeNameIn(['JP', 'KR'], null, 'ms')).toBe('Jepun dan Korea Selatan');
    const five = ['RS', 'BA', 'ME', 'MK', 'AL'];
    expect(placeNameIn(five, 'Asia 11 countries', 'ms')).toBe('Asia (5 negara)');
    expect(placeNameIn(five, 'Europe', 'zh')).toBe('欧洲（5个国家）');
    // A region nobody keeps a name of: the number of countries alone (English keeps it).
    expect(placeNameIn(five, 'Moshi Moshi Land', 'zh')).toBe('5个国家');
    expect(placeNameIn(five, 'Moshi Moshi Land', 'en')).toBe('Moshi Moshi Land');
  });

  it('finds the kept region a supplier names, the longest first', () => {
    expect(regionOf('Discover Global')).toBe('Global');
    expect(regionOf('Middle East and North Africa 12')).toBe('Middle East and North Africa');
    expect(regionOf('Southeast Asia 8 countries')).toBe('Southeast Asia');
    expect(regionOf('Eurolink')).toBeNull();
  });
});
