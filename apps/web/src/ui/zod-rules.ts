import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd rule that validates the whole form with a zod schema and reports the first issue of
 * `name`, so forms show the contract's exact messages (cross-field refinements included).
 */
export function zodRule(schema: z.ZodType, name: string): FormRule {
  return (form) => ({
    validator: async () => {
      const result = await schema.safeParseAsync(form.getFieldsValue(true));
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path[0] === name);
      if (issue) throw new Error(issue.message);
    },
  });
}
