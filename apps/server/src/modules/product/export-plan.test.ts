import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetName } from './export-plan.js';

describe('sheetName', () => {
  it.each([
    ["'; DROP TABLE users; --", '; DROP TABLE users; --'],
    ["Japan 5 days'", 'Japan 5 days'],
    ['Asia [East] / West: 10*?', 'Asia  East    West  10'],
    ["'", 'Plan'],
    ['History', 'Plan'],
    ['A plan name well over thirty-one characters long', 'A plan name well over thirty-on'],
  ])(
    'turns the plan name %j into a worksheet name exceljs accepts (it threw, a 500)',
    (plan, expected) => {
      expect(sheetName(plan)).toBe(expected);
      expect(() => new ExcelJS.Workbook().addWorksheet(sheetName(plan))).not.toThrow();
    },
  );
});
