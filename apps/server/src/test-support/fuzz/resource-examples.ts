import { resourcePaths, resources } from '@wander/contract';

/**
 * The valid create and update bodies every resource declaration carries, by operation id
 * (`POST /api/network/Currency`): a generated body rarely passes every refinement, an example
 * does, so its spoiled copies reach the code behind validation.
 */
export function resourceExamples(apiPrefix = '/api/'): Map<string, unknown> {
  const examples = new Map<string, unknown>();
  for (const def of resources) {
    const paths = resourcePaths(def, '{id}');
    examples.set(`POST ${apiPrefix}${paths.create}`, def.example.create);
    examples.set(`PUT ${apiPrefix}${paths.update}`, def.example.update);
  }
  return examples;
}
